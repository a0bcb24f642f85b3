import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { calendarDay } from '../../../contracts/calendar';
import type {
  CertificateSummary,
  IssuedCertificate,
} from '../../../contracts/certificates/certificates';
import { CertificatesPage } from '../../../src/modules/certificates/CertificatesPage';
import { renderPageAt } from '../helpers/renderPage';
import { signedInAs } from '../helpers/authProvider';
import { typeDay } from '../helpers/days';

const authProviderOf = (roles: string[]) =>
  signedInAs(roles, { id: '100002', fullName: 'Esteban Vargas Rojas' });

const issued: IssuedCertificate = {
  id: 9,
  verificationCode: 'K7Q2-M9XD-4TPA',
  type: 'employment',
  issuedOn: '2026-11-24',
  verificationUrl: 'http://portal.test/api/certificates/verificacion/K7Q2-M9XD-4TPA',
  pdfUrl: 'http://portal.test/api/certificates/certificados/9/pdf?codigoEmpleado=100002',
};

const revoked: CertificateSummary = {
  ...issued,
  id: 3,
  verificationCode: 'AAAA-BBBB-CCCC',
  verificationUrl: 'http://portal.test/api/certificates/verificacion/AAAA-BBBB-CCCC',
  code: 1,
  city: 'San Jose',
  incapacityStart: null,
  status: 'revoked',
  revokedAt: '2026-10-05T15:00:00.000Z',
  revokeReason: 'Puesto anterior',
  createdAt: '2026-09-25T15:00:00.000Z',
};

function fakeProvider({
  list = [revoked],
  listError,
  create = vi.fn(async () => ({ data: issued })),
}: {
  list?: CertificateSummary[];
  listError?: HttpError;
  create?: ReturnType<typeof vi.fn>;
} = {}) {
  const getList = vi.fn(async () => {
    if (listError) throw listError;
    return { data: list, total: list.length };
  });
  return {
    getList,
    getOne: async () => ({
      data: {
        id: '100002',
        legajo: '100002',
        status: 'expiringSoon',
        reviewedOn: '2025-12-01',
        expiresOn: '2026-12-01',
      },
    }),
    create,
  } as unknown as DataProvider & {
    getList: ReturnType<typeof vi.fn>;
    create: ReturnType<typeof vi.fn>;
  };
}

const open = (dataProvider: DataProvider, roles: string[] = []) =>
  renderPageAt('/Certificates', '/Certificates', <CertificatesPage />, {
    dataProvider,
    authProvider: authProviderOf(roles),
  });

describe('/Certificates', () => {
  it('lists my certificates by my badge with their status and reason, and my food-handler review', async () => {
    const provider = fakeProvider();
    open(provider);
    const mine = await screen.findByRole('list', { name: 'Mis constancias' });
    const line = within(mine).getByRole('listitem', { name: 'Constancia laboral AAAA-BBBB-CCCC' });
    expect(within(line).getByText('Revocada')).toBeVisible();
    expect(within(line).getByText(/Motivo: Puesto anterior/)).toBeVisible();
    expect(
      within(line).getByRole('link', {
        name: 'Abrir la página de verificación de la constancia AAAA-BBBB-CCCC',
      }),
    ).toHaveAttribute('href', revoked.verificationUrl);
    expect(provider.getList.mock.calls[0]?.[1]).toMatchObject({ filter: { badge: '100002' } });
    const review = screen.getByRole('region', { name: 'Carné de manipulación de alimentos' });
    expect(await within(review).findByText('Vence pronto')).toBeVisible();
    // Only owners are shown the register.
    expect(screen.queryByRole('link', { name: 'Registro de constancias' })).toBeNull();
  });

  it('asks the incapacity start for type 3 only and checks it before sending', async () => {
    const provider = fakeProvider();
    open(provider);
    await screen.findByRole('list', { name: 'Mis constancias' });
    expect(screen.queryByLabelText(/Inicio de la incapacidad/)).toBeNull();
    fireEvent.click(
      screen.getByRole('radio', { name: /^Constancia de salarios para incapacidad/ }),
    );
    const start = screen.getByLabelText(/Inicio de la incapacidad/);
    typeDay(start, '2099-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar constancia' }));
    expect(
      await screen.findByText('El inicio de la incapacidad no puede ser posterior a hoy'),
    ).toBeVisible();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('issues one for today and shows its code, its PDF and its verification link', async () => {
    const provider = fakeProvider();
    open(provider);
    await screen.findByRole('list', { name: 'Mis constancias' });
    fireEvent.click(screen.getByRole('radio', { name: /^Constancia salarial/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar constancia' }));
    const notice = await screen.findByRole('status', { name: '' });
    expect(notice).toHaveTextContent('K7Q2-M9XD-4TPA');
    expect(provider.create.mock.calls[0]?.[1]).toEqual({
      data: { code: 2, badge: '100002', today: calendarDay(), incapacityStart: '' },
    });
    expect(
      screen.getByRole('button', { name: 'Descargar constancia-K7Q2-M9XD-4TPA.pdf' }),
    ).toBeVisible();
  });

  it('shows the service’s refusal in its words, at the form', async () => {
    const refusal = new HttpError('La solicitud tiene datos inválidos.', 400, {
      message: 'La solicitud tiene datos inválidos.',
      errors: { codigoCertificado: 'no hay colillas de pago en los últimos tres meses' },
    });
    open(fakeProvider({ create: vi.fn(async () => Promise.reject(refusal)) }));
    await screen.findByRole('list', { name: 'Mis constancias' });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar constancia' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('no hay colillas de pago en los últimos tres meses');
  });

  // react-query tries a failed read three more times (about seven seconds) before it says so.
  it(
    'says why the list failed and reads it again on retry, without leaving the page',
    { timeout: 20_000 },
    async () => {
      const provider = fakeProvider({
        listError: new HttpError('Servicio de constancias no disponible', 500, {
          message: 'Servicio de constancias no disponible',
        }),
      });
      open(provider, ['Payroll_Owner']);
      expect(
        await screen.findByText('Servicio de constancias no disponible', {}, { timeout: 15_000 }),
      ).toBeVisible();
      const calls = provider.getList.mock.calls.length;
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(calls));
      expect(screen.getByRole('link', { name: 'Registro de constancias' })).toBeVisible();
    },
  );
});
