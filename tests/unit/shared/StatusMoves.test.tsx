import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type DataProvider, HttpError, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { defineWorkflow, workflowMoveBody } from '../../../contracts/workflow';
import { StatusMoves } from '../../../resources/shared/StatusMoves';
import { componentMessages } from '../../../resources/shared/messages';
import { raSpanishMessages } from '../../../src/i18n/raSpanish';

/** The next module's approvals: submitted → approved | rejected | cancelled. */
const approvals = defineWorkflow({
  submitted: ['approved', 'rejected', 'cancelled'],
  approved: [],
  rejected: [],
  cancelled: [],
});
type Status = (typeof approvals.statuses)[number];

describe('defineWorkflow', () => {
  it('reads the moves, the final and the open statuses from the transitions', () => {
    expect(approvals.statuses).toEqual(['submitted', 'approved', 'rejected', 'cancelled']);
    expect(approvals.finalStatuses).toEqual(['approved', 'rejected', 'cancelled']);
    expect(approvals.openStatuses).toEqual(['submitted']);
    expect(approvals.canMove('submitted', 'approved')).toBe(true);
    expect(approvals.canMove('approved', 'submitted')).toBe(false);
    expect(approvals.isFinal('rejected')).toBe(true);
    expect(approvals.next('submitted')).toEqual(['approved', 'rejected', 'cancelled']);
  });

  it('validates a move: a known status, a trimmed note within its limit, an optional from', () => {
    const body = workflowMoveBody(approvals, { noteMax: 5 });
    expect(body.validateSync({ status: 'approved', note: ' ok ' })).toEqual({
      status: 'approved',
      note: 'ok',
    });
    expect(() => body.validateSync({ status: 'done' })).toThrow();
    expect(() => body.validateSync({ status: 'approved', note: 'too long' })).toThrow();
    expect(() => body.validateSync({ status: 'approved', from: 'draft' })).toThrow();
  });
});

const messages = {
  ...raSpanishMessages,
  ...componentMessages.es,
  test: {
    title: 'Estado',
    note: 'Nota',
    final: 'Ya terminó.',
    moved: 'Movida a «%{status}»',
    confirm: '¿Pasar %{name} a «%{status}»?',
  },
};

function setup(update: DataProvider['update']) {
  const reread = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={{ update } as unknown as DataProvider}
        i18nProvider={polyglotI18nProvider(() => messages, 'es')}
        store={memoryStore()}
      >
        <StatusMoves<Status>
          resource="requests"
          record={{ id: 3, status: 'submitted' }}
          workflow={approvals}
          name="la solicitud"
          texts={{
            title: 'test.title',
            note: 'test.note',
            final: 'test.final',
            moved: 'test.moved',
            confirmFinal: 'test.confirm',
            moveTo: (status) => `→ ${status}`,
            status: (status) => status,
          }}
          noteMaxLength={100}
          reread={reread}
        />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return reread;
}

describe('StatusMoves', () => {
  it('confirms a final move and sends it with the note and the status seen', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { id: 3, ...data },
    }));
    setup(update as unknown as DataProvider['update']);
    await userEvent.type(screen.getByLabelText('Nota'), ' Listo ');
    await userEvent.click(screen.getByRole('button', { name: '→ approved' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Pasar la solicitud a «approved»?');
    await userEvent.click(screen.getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({
      id: 3,
      data: { status: 'approved', note: 'Listo', from: 'submitted' },
    });
    expect(await screen.findByText('Movida a «approved»')).toBeVisible();
  });

  it('says a refusal in the service’s words and reads the record again', async () => {
    const reread = setup(async () => {
      throw new HttpError('Otra persona la movió.', 409, {});
    });
    await userEvent.click(screen.getByRole('button', { name: '→ cancelled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Otra persona la movió.')).toBeVisible();
    expect(reread).toHaveBeenCalledTimes(1);
  });
});
