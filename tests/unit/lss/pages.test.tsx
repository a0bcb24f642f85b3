import '../setup/translatedYup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider, HttpError, memoryStore } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LSS_STATEMENTS } from '../../../contracts/lss/questionnaire';
import type { AccountsRecord, ParticipationRecord } from '../../../dataProviders/lss/lss';
import { AverageBars } from '../../../resources/lss/lss-results/ResultList';
import { LssFormPage } from '../../../src/modules/lss/LssFormPage';
import { LssHomePage } from '../../../src/modules/lss/LssHomePage';
import { english } from '../helpers/portalMessages';
import { renderPageAt } from '../helpers/renderPage';
import { signedInAs } from '../helpers/authProvider';

const accounts: AccountsRecord = {
  id: 'mine',
  accounts: ['Banca Digital', 'Seguros'],
  mine: 'Banca Digital',
  position: 'Agente de servicio al cliente',
  supervisor: { badge: '100012', fullName: 'Silvia Méndez Porras' },
};
const notYet: ParticipationRecord = {
  id: 'employee',
  username: 'employee',
  period: '2026-Q4',
  answered: false,
  answeredOn: null,
};
const AGAIN =
  'Ya respondió la encuesta de liderazgo de este trimestre (2026-Q4). Podrá responderla de nuevo el próximo trimestre.';

const authProvider = signedInAs(['LSS_User'], {
  id: '100002',
  fullName: 'Esteban Vargas Rojas',
  username: 'employee',
});

function fakeProvider(participation: ParticipationRecord, create = vi.fn()) {
  return {
    getOne: async (resource: string) => ({
      data: resource === 'lss-accounts' ? accounts : participation,
    }),
    getList: async () => ({
      data: [{ id: '100012', badge: '100012', fullName: 'Silvia Méndez Porras' }],
      total: 1,
    }),
    create,
  } as unknown as DataProvider;
}

function renderAt(path: string, page: ReactNode, dataProvider: DataProvider) {
  renderPageAt(path, path, page, {
    dataProvider,
    authProvider,
    routes: <Route path="/ThankYouTraining" element={<p>gracias</p>} />,
  });
}

describe('/lss', () => {
  it('shows my account and supervisor and offers the survey while I have not answered', async () => {
    renderAt('/lss', <LssHomePage />, fakeProvider(notYet));
    expect(await screen.findByText('Silvia Méndez Porras')).toBeVisible();
    expect(screen.getByText('Banca Digital')).toBeVisible();
    expect(screen.getByText(/anónimas/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Responder la encuesta' })).toHaveAttribute(
      'href',
      '/lss/form',
    );
  });

  it('says I answered, and offers no survey', async () => {
    renderAt(
      '/lss',
      <LssHomePage />,
      fakeProvider({ ...notYet, answered: true, answeredOn: '2026-11-20' }),
    );
    expect(await screen.findByText(/Ya respondió la encuesta del trimestre 2026-Q4/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Responder la encuesta' })).toBeNull();
  });
});

describe('/lss/form', () => {
  it('refuses a second answer with a clear message and no form', async () => {
    renderAt(
      '/lss/form',
      <LssFormPage />,
      fakeProvider({ ...notYet, answered: true, answeredOn: '2026-11-20' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Ya respondió la encuesta de liderazgo de este trimestre/);
    expect(screen.queryByRole('button', { name: 'Enviar la encuesta' })).toBeNull();
  });

  it('names what is missing, then sends a complete survey after a Sí and shows the refusal', async () => {
    const create = vi.fn(async () => {
      throw new HttpError(AGAIN, 409, { message: AGAIN, errors: { period: 'ya respondió' } });
    });
    renderAt('/lss/form', <LssFormPage />, fakeProvider(notYet, create));
    const send = await screen.findByRole('button', { name: 'Enviar la encuesta' });
    // Prefilled from my place.
    expect(screen.getByLabelText(/^Su puesto/)).toHaveValue('Agente de servicio al cliente');

    fireEvent.click(send);
    const first = screen.getByRole('group', { name: /me da una mano/ });
    expect(await within(first).findByText('Requerido')).toBeVisible();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Reuniones de equipo/), { target: { value: '3' } });
    fireEvent.click(within(screen.getByRole('group', { name: /uno a uno/ })).getByLabelText('Sí'));
    for (const group of screen.getAllByRole('group', { name: /^Mi jefe directo/ })) {
      fireEvent.click(within(group).getByLabelText('4 · De acuerdo'));
    }
    fireEvent.click(within(screen.getByRole('group', { name: /En general/ })).getByLabelText('9'));
    fireEvent.click(send);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AGAIN);
    expect(create).toHaveBeenCalledTimes(1);
    const [resource, { data }] = create.mock.calls[0]! as unknown as [
      string,
      { data: Record<string, unknown> },
    ];
    expect(resource).toBe('lss-survey');
    expect(data).toMatchObject({
      cuentaArea: 'Banca Digital',
      jefeDirecto: '100012',
      jefeDirectoPersona: 'Silvia Méndez Porras',
      general: 9,
      oneOnOneUltimas2semanas: true,
    });
    expect(LSS_STATEMENTS.every((statement) => data[statement] === 4)).toBe(true);
  });

  it('goes to the thanks page once the survey is taken', async () => {
    const create = vi.fn(async () => ({
      data: { id: '2026-Q4', period: '2026-Q4', answeredOn: '2026-11-24' },
    }));
    renderAt('/lss/form', <LssFormPage />, fakeProvider(notYet, create));
    await screen.findByRole('button', { name: 'Enviar la encuesta' });
    fireEvent.change(screen.getByLabelText(/Reuniones de equipo/), { target: { value: '0' } });
    fireEvent.click(within(screen.getByRole('group', { name: /uno a uno/ })).getByLabelText('No'));
    for (const group of screen.getAllByRole('group', { name: /^Mi jefe directo/ })) {
      fireEvent.click(within(group).getByLabelText('5 · Totalmente de acuerdo'));
    }
    fireEvent.click(within(screen.getByRole('group', { name: /En general/ })).getByLabelText('10'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la encuesta' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.getByText('gracias')).toBeVisible());
  });
});

describe('the results chart', () => {
  it('says each average in words and draws it on the 1–5 scale', () => {
    render(
      <AdminContext i18nProvider={polyglotI18nProvider(() => english, 'en')} store={memoryStore()}>
        <AverageBars rows={[{ key: 'support', name: 'Support and trust', value: 4 }]} />
      </AdminContext>,
    );
    expect(screen.getByText('Support and trust: 4 out of 5')).toBeVisible();
    expect(screen.getByTestId('bar-support')).toHaveStyle({ width: '80%' });
  });
});
