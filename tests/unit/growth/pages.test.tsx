import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type {
  Eligibility,
  GrowthProfile,
  Opening,
  OpeningSummary,
} from '../../../contracts/growth/growth';
import { ApplyPage } from '../../../src/modules/growth/ApplyPage';
import { statusBars } from '../../../resources/growth/shared/growthParts';
import { StatusChart } from '../../../src/modules/growth/MyMetricsPage';
import { OpeningPage } from '../../../src/modules/growth/OpeningPage';
import { OpeningsPage } from '../../../src/modules/growth/OpeningsPage';
import { english } from '../helpers/portalMessages';
import { renderPageAt } from '../helpers/renderPage';
import { signedInAs } from '../helpers/authProvider';

const summary: OpeningSummary = {
  id: 3,
  title: 'Analista de calidad',
  area: 'Calidad',
  location: 'San José',
  workSchedule: 'Lunes a viernes',
  startTime: '08:00',
  endTime: '17:00',
  closesOn: null,
  minMonthsInPosition: 6,
  applied: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const opening: Opening = {
  ...summary,
  description: 'Escuche y evalúe llamadas.',
  requirements: '',
  active: true,
  open: true,
  myApplication: null,
  applications: 0,
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const profile = {
  id: '100001',
  badge: '100001',
  fullName: 'Esteban Vargas Rojas',
  email: 'employee@portal.example.com',
  phone: '8300-7919',
} as GrowthProfile & { id: string };

const authProvider = signedInAs([], { id: '100001', fullName: 'Esteban Vargas Rojas' });

/** The growth resources as the pages read them, Validate answering `eligibility`. */
function fakeProvider(eligibility: Eligibility, openings: OpeningSummary[] = [summary]) {
  return {
    getList: async () => ({ data: openings, total: openings.length }),
    getOne: async (resource: string) => ({
      data: resource === 'growth-profile' ? profile : opening,
    }),
    validate: async () => eligibility,
    filters: async () => ({ areas: ['Calidad'], locations: ['San José'] }),
  } as unknown as DataProvider;
}

function renderAt(path: string, route: string, page: ReactNode, dataProvider: DataProvider) {
  renderPageAt(path, route, page, { dataProvider, authProvider });
}

describe('the applications-by-status chart', () => {
  it('draws each status against the largest count, and says each count in words', () => {
    const counts = { submitted: 1, in_review: 2, interview: 4, selected: 0, not_selected: 1 };
    expect(statusBars(counts).map(({ status, percent }) => [status, percent])).toEqual([
      ['submitted', 25],
      ['in_review', 50],
      ['interview', 100],
      ['selected', 0],
      ['not_selected', 25],
    ]);
    render(
      <AdminContext i18nProvider={polyglotI18nProvider(() => english, 'en')} store={memoryStore()}>
        <StatusChart counts={counts} />
      </AdminContext>,
    );
    expect(screen.getByText('Interview: 4')).toBeVisible();
    expect(screen.getByText('Selected: 0')).toBeVisible();
  });

  it('stays empty with no application at all', () => {
    const none = { submitted: 0, in_review: 0, interview: 0, selected: 0, not_selected: 0 };
    expect(statusBars(none).every(({ percent }) => percent === 0)).toBe(true);
  });
});

describe('the apply page', () => {
  it('shows the service’s reasons and no form when the employee may not apply', async () => {
    const refused: Eligibility = {
      eligible: false,
      reasons: [
        {
          code: 'tooSoonInPosition',
          message: 'Esta vacante pide al menos 6 meses en su puesto actual y usted lleva 2.',
        },
      ],
    };
    renderAt(
      '/growth-opportunities/3/apply',
      '/growth-opportunities/:opp_id/apply',
      <ApplyPage />,
      fakeProvider(refused),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/pide al menos 6 meses/)).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Ver mis métricas' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar postulación' })).toBeNull();
  });

  it('offers the form prefilled from the profile and the opening when the employee may', async () => {
    renderAt(
      '/growth-opportunities/3/apply',
      '/growth-opportunities/:opp_id/apply',
      <ApplyPage />,
      fakeProvider({ eligible: true, reasons: [] }),
    );
    expect(await screen.findByRole('button', { name: 'Enviar postulación' })).toBeVisible();
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('employee@portal.example.com');
    expect(screen.getByLabelText(/^Jornada/)).toHaveValue('Lunes a viernes');
    expect(screen.getByLabelText(/^Hora de entrada/)).toHaveValue('08:00');
  });
});

describe('an opening’s page', () => {
  it('disables applying when the employee may not, with the service’s reasons beside the button', async () => {
    const refused: Eligibility = {
      eligible: false,
      reasons: [{ code: 'alreadyApplied', message: 'Ya se postuló a esta vacante.' }],
    };
    renderAt(
      '/growth-opportunities/3',
      '/growth-opportunities/:opp_id',
      <OpeningPage />,
      fakeProvider(refused),
    );
    const button = await screen.findByRole('button', { name: 'Postularme' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Ya se postuló a esta vacante/);
    expect(screen.queryByRole('link', { name: 'Postularme' })).toBeNull();
  });

  it('says the check could not be made when the service fails, the button staying disabled', async () => {
    const provider = {
      ...fakeProvider({ eligible: true, reasons: [] }),
      validate: async () => {
        throw new Error('down');
      },
    } as unknown as DataProvider;
    renderAt('/growth-opportunities/3', '/growth-opportunities/:opp_id', <OpeningPage />, provider);
    expect(
      await screen.findByText('No se pudo cargar la información. Intente de nuevo.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Postularme' })).toBeDisabled();
  });

  it('offers applying once the service says the employee may', async () => {
    renderAt(
      '/growth-opportunities/3',
      '/growth-opportunities/:opp_id',
      <OpeningPage />,
      fakeProvider({ eligible: true, reasons: [] }),
    );
    expect(await screen.findByRole('link', { name: 'Postularme' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/growth-opportunities\/3\/apply$/),
    );
  });
});

describe('the openings page', () => {
  it('disables applying to an opening already applied to, and says why', async () => {
    renderAt(
      '/growth-opportunities',
      '/growth-opportunities',
      <OpeningsPage />,
      fakeProvider({ eligible: true, reasons: [] }, [
        summary,
        { ...summary, id: 4, title: 'Reclutador', applied: true },
      ]),
    );
    const open = await screen.findByRole('article', { name: 'Analista de calidad' });
    expect(
      within(open).getByRole('link', { name: 'Postularme a «Analista de calidad»' }),
    ).toHaveAttribute('href', '/growth-opportunities/3/apply');
    const applied = screen.getByRole('article', { name: 'Reclutador' });
    const button = within(applied).getByRole('button', { name: 'Postularme' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Ya se postuló a esta vacante');
  });

  it('offers the areas and locations that have open openings as filters', async () => {
    renderAt(
      '/growth-opportunities',
      '/growth-opportunities',
      <OpeningsPage />,
      fakeProvider({ eligible: true, reasons: [] }),
    );
    await screen.findByRole('article', { name: 'Analista de calidad' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Área' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Todas las áreas', 'Calidad']);
  });
});
