import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalInboxRow } from '../../../contracts/approvals';
import { ApprovalsPage } from '../../../src/approvals/ApprovalsPage';
import { signedInAs } from '../helpers/authProvider';
import { renderPageAt } from '../helpers/renderPage';

const row = (type: string, requestId: number, employeeName: string, summary: string) =>
  ({
    id: `${type}:${requestId}`,
    type,
    requestId,
    status: 'submitted',
    submittedAt: '2026-11-20T15:00:00.000Z',
    statusChangedAt: '2026-11-20T15:00:00.000Z',
    employeeName,
    employeeBadge: String(100000 + requestId),
    summary,
    page: `/somewhere/${requestId}`,
  }) satisfies ApprovalInboxRow;

const ROWS = [
  row('personalDays', 1, 'Ana Mora', 'Día personal · 2026-12-03'),
  row('reimbursement', 2, 'Marta Solís', 'Inglés avanzado'),
];

const SETTLED = 'Esta solicitud ya está «Aprobada».';

/** The inbox with `rows`: Marta's reimbursement was decided by someone else meanwhile. */
function openInbox(rows: ApprovalInboxRow[] = ROWS, failure?: Error) {
  const getList = vi.fn(async () => {
    if (failure) throw failure;
    return { data: rows, total: rows.length };
  });
  const decideMany = vi.fn(async () => ({
    data: [{ id: 'reimbursement:2', reason: SETTLED }],
  }));
  renderPageAt('/Aprobaciones', '/Aprobaciones', <ApprovalsPage />, {
    dataProvider: { getList, decideMany } as unknown as DataProvider,
    authProvider: signedInAs(['PD_User']),
    beside: <Notification />,
  });
  return { getList, decideMany, user: userEvent.setup() };
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the approvals inbox page', () => {
  it('lists every kind of request, pending and newest first, with what each asks', async () => {
    const { getList } = openInbox();
    expect(await screen.findByText('Ana Mora (100001)')).toBeVisible();
    expect(screen.getByText('Día personal · 2026-12-03')).toBeVisible();
    expect(screen.getByText('Reembolso educativo')).toBeVisible();
    expect(screen.getByText('Inglés avanzado')).toBeVisible();
    expect(getList).toHaveBeenCalledWith(
      'approvals',
      expect.objectContaining({
        filter: { status: 'submitted' },
        sort: { field: 'submittedAt', order: 'DESC' },
      }),
    );
  });

  it('decides the selected requests in one call and names the one refused', async () => {
    const { decideMany, user } = openInbox();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Seleccionar «Ana Mora · Día personal»' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Seleccionar «Marta Solís · Reembolso educativo»' }),
    );
    await user.click(screen.getByRole('button', { name: 'Rechazar seleccionadas' }));
    const question = screen.getByRole('dialog', { name: 'Confirmación' });
    // A rejection asks why before it goes.
    await user.click(within(question).getByRole('button', { name: 'Sí' }));
    expect(decideMany).not.toHaveBeenCalled();
    await user.type(
      within(question).getByRole('textbox', { name: /Motivo del rechazo/ }),
      'Cierre',
    );
    await user.click(within(question).getByRole('button', { name: 'Sí' }));

    const report = await screen.findByRole('dialog', { name: 'No se resolvió todo' });
    expect(report).toHaveAccessibleDescription('Se resolvieron 1 de 2. Estas no:');
    expect(within(report).getByRole('list', { name: 'No resueltas' })).toHaveTextContent(
      `«Marta Solís»${SETTLED}`,
    );
    expect(decideMany).toHaveBeenCalledWith('approvals', {
      ids: ['personalDays:1', 'reimbursement:2'],
      status: 'rejected',
      note: 'Cierre',
    });
  });

  it('says when nothing waits', async () => {
    openInbox([]);
    expect(await screen.findByText(/^No se encontraron/)).toBeVisible();
    expect(screen.queryByText('Ana Mora (100001)')).not.toBeInTheDocument();
  });

  it('tells the service’s words when the list fails', async () => {
    openInbox(ROWS, new HttpError('El servicio no responde', 500));
    expect(await screen.findByText(/El servicio no responde|error/i)).toBeVisible();
  });
});
