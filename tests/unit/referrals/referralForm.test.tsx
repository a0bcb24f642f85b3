import '../setup/translatedYup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type DataProvider, HttpError, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CandidateValidity } from '../../../contracts/referrals/referrals';
import type { ReferralSettingsRecord } from '../../../dataProviders/referrals/referrals';
import { UploadLimitsProvider } from '../../../resources/shared/uploadLimits';
import { catalogue } from '../../../src/i18n';
import { modules } from '../../../src/modules';
import { ReferralFormPage } from '../../../src/modules/referrals/ReferralFormPage';
import { signedInAs } from '../helpers/authProvider';

const settings: ReferralSettingsRecord = {
  id: 'current',
  isResumeActive: true,
  isResumeRequired: false,
  cooldownMonths: 3,
  paymentMethods: [{ id: 'payroll', name: 'Depósito en planilla' }],
  workTypes: [{ id: 'onSite', name: 'Presencial' }],
  academicGrades: [{ id: 'university', name: 'Universitario' }],
  promotionalCode: 'BAF-2026-Q4',
};
const IN_PROGRESS = 'Esta persona ya tiene un referido en proceso.';

const authProvider = signedInAs(['Raft_User'], { id: '100002', fullName: 'Esteban Vargas Rojas' });

/** The services as the form reads them; `taken` is a candidate already referred. */
function services(taken: string) {
  const candidateIsValid = vi.fn(
    async (_resource: string, { identificationNumber }: { identificationNumber: string }) =>
      (identificationNumber === taken
        ? { isValid: false, reason: 'inProgress', message: IN_PROGRESS }
        : { isValid: true }) as CandidateValidity,
  );
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { id: 30, candidateName: `${data.firstName} ${data.lastName}`, positionTitle: 'Agente' },
  }));
  const lists: Record<string, unknown[]> = {
    'referral-english-levels': [{ id: 'B2', name: 'B2 — Intermedio alto' }],
    'referral-locations': [{ id: 1, name: 'Heredia – Zona Franca' }],
    'referral-positions': [
      { id: 4, title: 'Agente', category: 'Bilingüe', locations: [{ id: 1, name: 'Heredia' }] },
    ],
  };
  const dataProvider = {
    getOne: async () => ({ data: settings }),
    getList: async (resource: string) => ({
      data: lists[resource] ?? [],
      total: lists[resource]?.length ?? 0,
    }),
    create,
    candidateIsValid,
  } as unknown as DataProvider;
  return { dataProvider, candidateIsValid, create };
}

async function renderForm(dataProvider: DataProvider) {
  const messages = await catalogue('es', modules);
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={polyglotI18nProvider(() => messages, 'es')}
        store={memoryStore()}
      >
        <UploadLimitsProvider limits={{ maxFileBytes: 5 * 1024 * 1024 }}>
          <ReferralFormPage />
        </UploadLimitsProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return screen.findByRole('textbox', { name: /Número de identificación/ });
}

const user = () => userEvent.setup();

/** Fills the candidate's required fields and sends the form. */
async function fillAndSend(identification: HTMLElement) {
  await user().type(identification, '1-0234-0567');
  await user().type(screen.getByRole('textbox', { name: /Primer nombre/ }), 'Ana');
  await user().type(screen.getByRole('textbox', { name: /Primer apellido/ }), 'Mora');
  await user().type(screen.getByRole('textbox', { name: /^Teléfono\s*\*?$/ }), '8888-1234');
  await user().type(
    screen.getByRole('textbox', { name: /Correo del candidato/ }),
    'ana@example.com',
  );
  await choose(/Nivel de inglés/, /B2/);
  await choose(/Grado académico/, /Universitario/);
  await choose(/^Sede/, /Heredia/);
  await choose(/^Puesto/, /Bilingüe · Agente/);
  await choose(/Modalidad de trabajo/, /Presencial/);
  await choose(/Forma de pago/, /planilla/);
  await user().click(screen.getByRole('button', { name: 'Enviar referido' }));
}

/** Picks an option of the select labelled `label`. */
async function choose(label: RegExp, option: RegExp) {
  await user().click(screen.getByRole('combobox', { name: label }));
  await user().click(await screen.findByRole('option', { name: option }));
}

describe('the referral form', () => {
  it('checks a well-formed candidate on leaving the field and shows the service’s words', async () => {
    const { dataProvider, candidateIsValid } = services('102340567');
    const identification = await renderForm(dataProvider);

    // A number the contract refuses is not asked about.
    await user().type(identification, '12');
    await user().tab();
    expect(candidateIsValid).not.toHaveBeenCalled();

    await user().clear(identification);
    await user().type(identification, '1-0234-0567');
    await user().tab();
    expect(await screen.findByText(IN_PROGRESS)).toBeInTheDocument();
    expect(candidateIsValid).toHaveBeenCalledWith('my-referrals', {
      identificationNumber: '102340567',
    });
  });

  it('sends every field with the referrer’s badge and the campaign’s code, then confirms', async () => {
    const { dataProvider, create } = services('none');
    const identification = await renderForm(dataProvider);
    expect(screen.getByRole('textbox', { name: 'Código promocional' })).toHaveValue('BAF-2026-Q4');
    await fillAndSend(identification);

    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({
      badge: '100002',
      identificationNumber: '102340567',
      firstName: 'Ana',
      lastName: 'Mora',
      englishLevel: 'B2',
      academicGrade: 'university',
      location: 1,
      positionId: 4,
      workType: 'onSite',
      paymentMethod: 'payroll',
      promotionalCode: 'BAF-2026-Q4',
      isExternalreference: false,
    });
    expect(await screen.findByText(/Recibimos su referido: Ana Mora/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis referidos' })).toBeInTheDocument();
  });

  it('keeps the form and shows the service’s refusal under it and its field', async () => {
    const { dataProvider, create } = services('none');
    create.mockRejectedValueOnce(
      new HttpError(IN_PROGRESS, 409, {
        message: IN_PROGRESS,
        errors: { identificationNumber: IN_PROGRESS },
      }),
    );
    const identification = await renderForm(dataProvider);
    await fillAndSend(identification);

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(IN_PROGRESS);
    expect(identification).toHaveAccessibleDescription(IN_PROGRESS);
    expect(screen.queryByText(/Recibimos su referido/)).not.toBeInTheDocument();
  });
});
