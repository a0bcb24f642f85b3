import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  type DataProvider,
  HttpError,
  ListBase,
  memoryStore,
  Notification,
  TextField,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approvalDecisionBody, type ApprovalStatus } from '../../../contracts/approvals';
import { ListRecords } from '../../../resources/shared/AdminListPage';
import { ApprovalDecision } from '../../../resources/shared/approvals/ApprovalDecision';
import { BulkDecisionButtons } from '../../../resources/shared/approvals/BulkDecisionButtons';
import { componentMessages } from '../../../resources/shared/messages';
import { raSpanishMessages } from '../../../src/i18n/raSpanish';

interface Request {
  id: number;
  status: ApprovalStatus;
  employeeName: string;
}

const SETTLED = 'Otra persona resolvió esta solicitud mientras tanto; ahora está «Cancelada».';

const i18nProvider = polyglotI18nProvider(
  () => ({ ...raSpanishMessages, ...componentMessages.es }),
  'es',
);

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

describe('the approval decision body', () => {
  it('needs the reason of a rejection, not of an approval', () => {
    expect(approvalDecisionBody.validateSync({ status: 'approved' })).toEqual({
      status: 'approved',
      note: '',
    });
    expect(() => approvalDecisionBody.validateSync({ status: 'rejected', note: '  ' })).toThrow(
      'a rejection says why',
    );
    expect(() => approvalDecisionBody.validateSync({ status: 'cancelled' })).toThrow();
  });
});

/** Three pending requests; Marta's was cancelled by its author meanwhile (409), like the service. */
function inbox() {
  const update = vi.fn(async (_resource: string, { id, data }: { id: number; data: object }) => {
    if (id === 2) throw new HttpError(SETTLED, 409, { message: SETTLED });
    return { data: { id, ...data } };
  });
  const requests: Request[] = [
    { id: 1, status: 'submitted', employeeName: 'Ana Mora' },
    { id: 2, status: 'submitted', employeeName: 'Marta Solís' },
    { id: 3, status: 'submitted', employeeName: 'Luis Rojas' },
  ];
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={
          {
            getList: async () => ({ data: requests, total: requests.length }),
            update,
          } as unknown as DataProvider
        }
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ListBase<Request> resource="test-approvals" disableSyncWithLocation>
          <ListRecords<Request>
            bulkActions={
              <BulkDecisionButtons<Request> nameOf={(request) => request.employeeName} />
            }
            nameOf={(request) => request.employeeName}
          >
            <TextField source="employeeName" />
          </ListRecords>
        </ListBase>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { update, user: userEvent.setup() };
}

describe('the bulk decisions of an approvals inbox', () => {
  it('decides each selected request on its own and tells which one was not', async () => {
    const { update, user } = inbox();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar «Ana Mora»' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar «Marta Solís»' }));
    await user.click(screen.getByRole('button', { name: 'Aprobar seleccionadas' }));
    const question = screen.getByRole('dialog', { name: 'Confirmación' });
    expect(question).toHaveTextContent(
      '¿Dejar «Aprobada» estas 2 solicitudes: «Ana Mora» y «Marta Solís»?',
    );
    await user.click(within(question).getByRole('button', { name: 'Sí' }));

    const report = await screen.findByRole('dialog', { name: 'No se resolvió todo' });
    expect(report).toHaveAccessibleDescription('Se resolvieron 1 de 2. Estas no:');
    expect(within(report).getByRole('list', { name: 'No resueltas' })).toHaveTextContent(
      `«Marta Solís»${SETTLED}`,
    );
    expect(update.mock.calls.map(([, params]) => params)).toMatchObject([
      { id: 1, data: { status: 'approved', note: '', from: 'submitted' } },
      { id: 2, data: { status: 'approved', note: '', from: 'submitted' } },
    ]);
  });

  it('rejects only with a reason, which every rejected request carries', async () => {
    const { update, user } = inbox();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar «Luis Rojas»' }));
    await user.click(screen.getByRole('button', { name: 'Rechazar seleccionadas' }));
    const question = screen.getByRole('dialog', { name: 'Confirmación' });
    await user.click(within(question).getByRole('button', { name: 'Sí' }));
    expect(update).not.toHaveBeenCalled();
    await user.type(within(question).getByLabelText(/Motivo del rechazo/), 'Fecha de cierre');
    await user.click(within(question).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Se resolvió 1 solicitud')).toBeVisible();
    expect(update.mock.calls[0]![1]).toMatchObject({
      id: 3,
      data: { status: 'rejected', note: 'Fecha de cierre' },
    });
  });
});

describe('an approver’s decision on a request’s page', () => {
  function page(status: ApprovalStatus) {
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { id: 7, ...data },
    }));
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={{ update } as unknown as DataProvider}
          i18nProvider={i18nProvider}
          store={memoryStore()}
        >
          <ApprovalDecision
            resource="test-approvals"
            record={{ id: 7, status }}
            name="Ana Mora"
            reread={() => {}}
          />
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    );
    return { update, user: userEvent.setup() };
  }

  it('asks the reason before a rejection, then confirms and sends it', async () => {
    const { update, user } = page('submitted');
    expect(screen.queryByRole('button', { name: 'Cancelada' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(screen.getByText('Escriba el motivo del rechazo: la persona lo verá.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Motivo o nota para la persona'), 'Sin cupo');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      '¿Dejar la solicitud de Ana Mora «Rechazada»? La persona recibirá un aviso.',
    );
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({
      data: { status: 'rejected', note: 'Sin cupo', from: 'submitted' },
    });
  });

  it('offers nothing once the request is settled', () => {
    page('approved');
    expect(screen.getByText('Esta solicitud ya fue resuelta.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
  });
});
