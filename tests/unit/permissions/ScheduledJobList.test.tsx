import { screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ScheduledJobRecord } from '../../../contracts/jobs';
import { ScheduledJobList } from '../../../resources/permissions/scheduled-jobs/ScheduledJobList';
import { signedInAs } from '../helpers/authProvider';
import { renderPageAt } from '../helpers/renderPage';

const reminders: ScheduledJobRecord = {
  id: 1,
  name: 'approvals.reminders',
  intervalSeconds: 3600,
  lastRunAt: '2026-11-27T15:00:00.000Z',
  nextRunAt: '2026-11-27T16:00:00.000Z',
  lastOutcome: { reminders: 3, escalations: 1 },
  lastError: null,
};

function showJobs(jobs: ScheduledJobRecord[]) {
  const getList = vi.fn(async () => ({ data: jobs, total: jobs.length }));
  renderPageAt('/permissions/jobs', '/permissions/jobs', <ScheduledJobList />, {
    dataProvider: { getList } as unknown as DataProvider,
    authProvider: signedInAs(['System_Admin']),
  });
  return getList;
}

describe('the scheduled jobs’ screen', () => {
  it('names each job, its last and next run, and what it did', async () => {
    const getList = showJobs([reminders]);
    const row = (await screen.findByText('Recordatorios y escalamientos de aprobaciones')).closest(
      'tr',
    )!;
    expect(within(row).getByText('3 recordatorios, 1 escalamiento')).toBeInTheDocument();
    expect(within(row).getByText('cada hora')).toBeInTheDocument();
    // 15:00 UTC is 9:00 in Costa Rica.
    expect(within(row).getAllByText(/27\/11\/2026/)).toHaveLength(2);
    expect(getList).toHaveBeenCalledWith(
      'scheduled-jobs',
      expect.objectContaining({ sort: { field: 'name', order: 'ASC' } }),
    );
    expect(screen.getByRole('link', { name: 'Tareas programadas' })).toBeInTheDocument();
  });

  it('words a job of seconds, the mail outbox’s, and what it sent', async () => {
    showJobs([
      {
        ...reminders,
        name: 'mail.outbox',
        intervalSeconds: 10,
        lastOutcome: { sent: 2, failed: 1 },
      },
    ]);
    const row = (await screen.findByText('Envío de correos pendientes')).closest('tr')!;
    expect(within(row).getByText('cada 10 segundos')).toBeInTheDocument();
    expect(within(row).getByText('2 correos enviados, 1 envío fallido')).toBeInTheDocument();
  });

  it('says why the last run failed', async () => {
    showJobs([{ ...reminders, lastOutcome: {}, lastError: 'connection refused' }]);
    expect(await screen.findByText('Falló: connection refused')).toBeInTheDocument();
  });

  it('says when no job has run yet', async () => {
    showJobs([]);
    expect(
      await screen.findByText('Ninguna tarea programada se ha ejecutado todavía.'),
    ).toBeInTheDocument();
  });
});
