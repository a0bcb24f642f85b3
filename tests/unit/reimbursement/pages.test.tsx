import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AuthProvider, DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type {
  AllowNewRequestAnswer,
  LatestAcademicPeriod,
  Reimbursement,
} from '../../../contracts/reimbursement/reimbursement';
import type { ReimbursementOptions } from '../../../dataProviders/reimbursement/reimbursement';
import { NewReimbursementPage } from '../../../src/modules/reimbursement/NewReimbursementPage';
import { ReimbursementDetailPage } from '../../../src/modules/reimbursement/ReimbursementDetailPage';
import { renderPageAt } from '../helpers/renderPage';
import { signedInAs } from '../helpers/authProvider';

const option = (id: string, name = id) => ({ id, name });
const options: ReimbursementOptions = {
  id: 'current',
  reimbursementTypes: [option('Educational', 'Reembolso educativo'), option('Tech Academy')],
  courses: [option('Cálculo I'), option('Otro')],
  technicalCentres: [option('INA'), option('Otro')],
  languageCentres: [option('Alianza Francesa'), option('Otro')],
  universities: [option('UNA'), option('Otro')],
  certifications: [option('Cisco CCNA'), option('Otro')],
  languageLevels: [option('B1', 'B1 – Intermedio')],
  careers: [option('Derecho'), option('Otro')],
  categories: [
    { id: 'University', name: 'Universidad', institutionField: 'university' },
    { id: 'Languages', name: 'Idiomas', institutionField: 'languageCentre' },
  ],
};

const authProviderOf = (roles: string[]) =>
  signedInAs(roles, { id: '100013', fullName: 'Dueña de reembolsos' });

const authProvider = signedInAs([], {
  id: '100002',
  fullName: 'Esteban Vargas Rojas',
  email: 'employee@portal.example.com',
});

function fakeProvider({
  allowed = { allowed: true, reason: null, message: null },
  duplicate = false,
  request,
  latest = null,
}: {
  allowed?: AllowNewRequestAnswer;
  duplicate?: boolean;
  request?: Reimbursement;
  latest?: LatestAcademicPeriod | null;
}) {
  return {
    getOne: async (resource: string) => ({
      data: resource === 'reimbursement-options' ? options : request,
    }),
    allowNewRequest: async () => allowed,
    latestPeriod: async () => ({ latest }),
    allowRequestType: async (_resource: string, { type }: { type: string }) =>
      type === 'Tech Academy'
        ? { error: true, message: 'Ya tiene una solicitud de Tech Academy en 2026.' }
        : { error: false, message: '' },
    isDuplicateInvoice: vi.fn(async () => ({
      isDuplicate: duplicate,
      message: duplicate
        ? 'La factura F-1 ya fue presentada en otra solicitud de reembolso.'
        : null,
    })),
    create: vi.fn(),
  } as unknown as DataProvider & { isDuplicateInvoice: ReturnType<typeof vi.fn> };
}

function renderAt(
  path: string,
  route: string,
  page: ReactNode,
  dataProvider: DataProvider,
  auth: AuthProvider = authProvider,
) {
  renderPageAt(path, route, page, { dataProvider, authProvider: auth });
}

async function choose(label: RegExp, name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

const NEW = '/ReembolsoEducativo/Nuevo';

describe('the reimbursement form', () => {
  it('says why the employee may not ask, and shows no form', async () => {
    renderAt(
      NEW,
      NEW,
      <NewReimbursementPage />,
      fakeProvider({
        allowed: {
          allowed: false,
          reason: 'tooManyPending',
          message: 'Ya tiene 2 solicitudes pendientes de aprobación.',
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Por ahora no puede solicitar un reembolso')).toBeVisible();
    expect(within(alert).getByText(/2 solicitudes pendientes/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
  });

  it('asks the free text of «Otro», the level only for languages, the career for a university', async () => {
    renderAt(NEW, NEW, <NewReimbursementPage />, fakeProvider({}));
    expect(await screen.findByRole('button', { name: 'Enviar solicitud' })).toBeVisible();
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('employee@portal.example.com');
    expect(screen.queryByLabelText(/^Otro curso/)).toBeNull();
    await choose(/^Curso/, 'Otro');
    expect(screen.getByLabelText(/^Otro curso/)).toBeVisible();

    await choose(/^Categoría de estudios/, 'Universidad');
    expect(screen.getByRole('combobox', { name: /^Carrera/ })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Universidad o instituto/ })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /^Nivel de idioma/ })).toBeNull();

    await choose(/^Categoría de estudios/, 'Idiomas');
    expect(screen.getByRole('combobox', { name: /^Nivel de idioma/ })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Centro de idiomas/ })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /^Carrera/ })).toBeNull();
  });

  it('tells at once that Tech Academy was already asked this year, and that its category is the type', async () => {
    renderAt(NEW, NEW, <NewReimbursementPage />, fakeProvider({}));
    await screen.findByRole('button', { name: 'Enviar solicitud' });
    await choose(/^Tipo de reembolso/, 'Tech Academy');
    expect(await screen.findByText(/Ya tiene una solicitud de Tech Academy/)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /^Categoría de estudios/ })).toBeNull();
    expect(screen.getByText(/la categoría de estudios es el mismo tipo/)).toBeVisible();
  });

  it('prefills the latest period but not a type the employee may no longer ask, and nothing is red before they act', async () => {
    const latest: LatestAcademicPeriod = {
      requestId: 4,
      reimbursementType: 'Tech Academy',
      studiesCategory: 'Tech Academy',
      course: 'Cálculo I',
      languageLevel: null,
      technicalCentre: null,
      languageCentre: null,
      university: null,
      certification: null,
      career: null,
      others: null,
      email: 'supervisor@portal.example.com',
      isLastPeriod: false,
      endDate: null,
      createdAt: '2026-10-01T12:00:00.000Z',
    };
    renderAt(NEW, NEW, <NewReimbursementPage />, fakeProvider({ latest }));
    expect(await screen.findByLabelText(/^Correo electrónico/)).toHaveValue(
      'supervisor@portal.example.com',
    );
    expect(screen.getByRole('combobox', { name: /^Tipo de reembolso/ })).not.toHaveTextContent(
      'Tech Academy',
    );
    expect(screen.queryByText(/Ya tiene una solicitud de Tech Academy/)).toBeNull();
    expect(document.querySelector('.Mui-error')).toBeNull();
  });

  it('prefills the latest period’s type when the employee may still ask it', async () => {
    const latest: LatestAcademicPeriod = {
      requestId: 4,
      reimbursementType: 'Educational',
      studiesCategory: 'University',
      course: 'Cálculo I',
      languageLevel: null,
      technicalCentre: null,
      languageCentre: null,
      university: 'UNA',
      certification: null,
      career: 'Derecho',
      others: null,
      email: 'supervisor@portal.example.com',
      isLastPeriod: false,
      endDate: null,
      createdAt: '2026-10-01T12:00:00.000Z',
    };
    renderAt(NEW, NEW, <NewReimbursementPage />, fakeProvider({ latest }));
    expect(await screen.findByRole('combobox', { name: /^Tipo de reembolso/ })).toHaveTextContent(
      'Reembolso educativo',
    );
    expect(document.querySelector('.Mui-error')).toBeNull();
  });

  it('checks the invoice when the field is left, and says clearly it was claimed', async () => {
    const provider = fakeProvider({ duplicate: true });
    renderAt(NEW, NEW, <NewReimbursementPage />, provider);
    await screen.findByRole('button', { name: 'Enviar solicitud' });
    const invoice = screen.getByLabelText(/^Número de factura/);
    fireEvent.change(invoice, { target: { value: 'F-1' } });
    fireEvent.blur(invoice);
    expect(await screen.findByText(/ya fue presentada en otra solicitud/)).toBeVisible();
    expect(provider.isDuplicateInvoice).toHaveBeenCalledWith('my-reimbursements', {
      invoiceNumber: 'F-1',
    });
  });
});

describe('a request’s page', () => {
  const request = {
    id: 9,
    employee: { id: 2, badge: '100002', fullName: 'Esteban Vargas Rojas' },
    reimbursementType: 'Educational',
    studiesCategory: 'University',
    course: 'Cálculo I',
    institution: 'UNA',
    invoiceNumber: 'F-9',
    amount: '125000,50',
    amountMinor: 12_500_050,
    status: 'rejected',
    reason: 'La factura no está a su nombre.',
    createdAt: '2026-11-20T15:00:00.000Z',
    statusChangedAt: '2026-11-21T15:00:00.000Z',
    languageLevel: null,
    technicalCentre: null,
    languageCentre: null,
    university: 'UNA',
    certification: null,
    career: 'Derecho',
    others: null,
    email: 'employee@portal.example.com',
    isLastPeriod: false,
    comments: '',
    score: null,
    endDate: null,
    certificationDate: null,
    documents: [
      { id: 1, kind: 'invoice', name: 'factura.pdf', mime: 'application/pdf', size: 9, url: '/x' },
    ],
    history: [
      {
        id: 1,
        fromStatus: null,
        toStatus: 'submitted',
        note: '',
        changedBy: null,
        changedAt: '2026-11-20T15:00:00.000Z',
      },
      {
        id: 2,
        fromStatus: 'submitted',
        toStatus: 'rejected',
        note: 'La factura no está a su nombre.',
        changedBy: { badge: '100013', fullName: 'Dueña de reembolsos' },
        changedAt: '2026-11-21T15:00:00.000Z',
      },
    ],
  } as Reimbursement;

  it('shows the status, the reason, the amount in colones, the documents and the history', async () => {
    renderAt(
      '/ReembolsoEducativo/Detalle?id=9',
      '/ReembolsoEducativo/Detalle',
      <ReimbursementDetailPage />,
      fakeProvider({ request }),
    );
    expect(
      await screen.findByText('Rechazada. Motivo: La factura no está a su nombre.'),
    ).toBeVisible();
    expect(screen.getByText('Rechazada')).toBeVisible();
    expect(screen.getByText(/125\s000,50/)).toBeVisible();
    // The lists' codes in the reader's words.
    expect(await screen.findByText('Reembolso educativo')).toBeVisible();
    expect(screen.getByText('Universidad')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar factura.pdf' })).toBeVisible();
    const history = screen.getByRole('list', { name: 'Historial' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText(/Dueña de reembolsos · La factura no está/)).toBeVisible();
    // A decided request cannot be withdrawn.
    expect(screen.queryByRole('button', { name: 'Retirar solicitud' })).toBeNull();
  });

  it('offers an owner the decision on someone else’s pending request, the reason asked to reject', async () => {
    const pending = { ...request, status: 'submitted', reason: '' } as Reimbursement;
    renderAt(
      '/ReembolsoEducativo/Detalle?id=9',
      '/ReembolsoEducativo/Detalle',
      <ReimbursementDetailPage />,
      fakeProvider({ request: pending }),
      authProviderOf(['Reimbursement_Owner']),
    );
    const decision = await screen.findByRole('region', { name: 'Decisión' });
    expect(within(decision).getByRole('button', { name: 'Aprobar' })).toBeVisible();
    fireEvent.click(within(decision).getByRole('button', { name: 'Rechazar' }));
    expect(
      await within(decision).findByText('Escriba el motivo del rechazo: la persona lo verá.'),
    ).toBeVisible();
    // Not the author: no withdrawal.
    expect(screen.queryByRole('button', { name: 'Retirar solicitud' })).toBeNull();
  });

  it('lets its author withdraw a pending request after confirming, and reads it again', async () => {
    const pending = { ...request, status: 'submitted', reason: '' } as Reimbursement;
    const provider = fakeProvider({ request: pending });
    const remove = vi.fn(async () => ({ data: { ...pending, status: 'cancelled' } }));
    Object.assign(provider, { delete: remove });
    renderAt(
      '/ReembolsoEducativo/Detalle?id=9',
      '/ReembolsoEducativo/Detalle',
      <ReimbursementDetailPage />,
      provider,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Retirar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(within(dialog).getByText(/factura «F-9»/)).toBeVisible();
    // 'No' leaves it pending.
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(remove).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Retirar solicitud' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmación' })).getByRole('button', {
        name: 'Sí',
      }),
    );
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith(
        'reimbursement-details',
        expect.objectContaining({ id: 9 }),
      ),
    );
    // No decision for the author: they are not an owner.
    expect(screen.queryByRole('region', { name: 'Decisión' })).toBeNull();
  });

  it('says a request it cannot read does not exist, without an id or with a refused one', async () => {
    renderAt(
      '/ReembolsoEducativo/Detalle',
      '/ReembolsoEducativo/Detalle',
      <ReimbursementDetailPage />,
      fakeProvider({ request }),
    );
    await waitFor(() =>
      expect(screen.getByText('Esta solicitud no existe o no puede verla.')).toBeVisible(),
    );
  });
});
