import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, HttpError } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CataloguePage } from '../../../src/modules/extracurricular/CataloguePage';
import { MyLocationPage } from '../../../src/modules/extracurricular/MyLocationPage';
import { placeLevelsToClear } from '../../../resources/shared/PlaceInputs';
import { renderPageAt } from '../helpers/renderPage';
import { signedInAs } from '../helpers/authProvider';

/** The page's address (its search), as the tests read it. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

const authProvider = (roles: string[] = []) =>
  signedInAs(roles, { id: '100002', fullName: 'Esteban Vargas Rojas' });

const provinces = [
  { id: 1, code: 1, name: 'San José' },
  { id: 4, code: 4, name: 'Heredia' },
];
const cantons: Record<string, { id: string; code: string; provinceCode: number; name: string }[]> =
  {
    1: [{ id: '101', code: '101', provinceCode: 1, name: 'San José' }],
    4: [{ id: '401', code: '401', provinceCode: 4, name: 'Heredia' }],
  };
const districts: Record<string, { id: string; code: string; cantonCode: string; name: string }[]> =
  {
    101: [{ id: '10101', code: '10101', cantonCode: '101', name: 'Carmen' }],
    401: [{ id: '40101', code: '40101', cantonCode: '401', name: 'Heredia centro' }],
  };

function geographyProvider(update = vi.fn()) {
  const getList = vi.fn(
    async (resource: string, { filter }: { filter: Record<string, unknown> }) => {
      const data =
        resource === 'home-provinces'
          ? provinces
          : resource === 'home-cantons'
            ? (cantons[String(filter.provinceId)] ?? [])
            : resource === 'home-districts'
              ? (districts[String(filter.cantonId)] ?? [])
              : [];
      return { data, total: data.length };
    },
  );
  const getOne = vi.fn(async () => ({ data: { id: '100002', saved: false } }));
  return { getList, getOne, update } as unknown as DataProvider & {
    getList: typeof getList;
    update: typeof update;
  };
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the cascading place selects', () => {
  it('clear the levels under the one that changed, and nothing when a saved place loads', () => {
    expect(
      placeLevelsToClear(
        { provinceCode: 1, cantonCode: '101' },
        { provinceCode: 4, cantonCode: '101' },
      ),
    ).toEqual(['canton', 'district']);
    expect(
      placeLevelsToClear(
        { provinceCode: 1, cantonCode: '101' },
        { provinceCode: 1, cantonCode: '102' },
      ),
    ).toEqual(['district']);
    expect(
      placeLevelsToClear(
        { provinceCode: 1, cantonCode: '101' },
        { provinceCode: 1, cantonCode: '101' },
      ),
    ).toEqual([]);
    expect(placeLevelsToClear({ provinceCode: undefined }, { provinceCode: '' })).toEqual([]);
  });
});

describe('/MyLocation', () => {
  it(
    'asks each level once the one above is chosen, resets below a change, and saves mine',
    { timeout: 20_000 },
    async () => {
      const update = vi.fn(async () => ({
        data: { id: '100002', saved: true, districtName: 'Heredia centro', address: 'x' },
      }));
      const provider = geographyProvider(update);
      renderPageAt('/MyLocation', '/MyLocation', <MyLocationPage />, {
        dataProvider: provider,
        authProvider: authProvider(),
      });
      expect(await screen.findByText('Todavía no ha indicado dónde vive.')).toBeVisible();
      expect(screen.getByRole('combobox', { name: /^Cantón/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await choose('Provincia', 'San José');
      await choose('Cantón', 'San José');
      await choose('Distrito', 'Carmen');
      // Another province empties canton and district, and offers that province's cantons.
      await choose('Provincia', 'Heredia');
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: /^Distrito/ })).toHaveAttribute(
          'aria-disabled',
          'true',
        ),
      );
      await choose('Cantón', 'Heredia');
      await choose('Distrito', 'Heredia centro');
      // The address is checked before anything is sent.
      const address = screen.getByRole('textbox', { name: /^Dirección/ });
      fireEvent.change(address, { target: { value: 'abc' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar mi ubicación' }));
      // The contract's own rule (at least 5 characters), in the portal's words.
      expect(await screen.findByText('Debe tener al menos 5 caracteres')).toBeVisible();
      expect(update).not.toHaveBeenCalled();
      fireEvent.change(address, { target: { value: 'Del parque 100 m al norte' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar mi ubicación' }));
      expect(await screen.findByText('Su ubicación quedó guardada.')).toBeVisible();
      expect(update).toHaveBeenCalledWith(
        'my-location',
        expect.objectContaining({
          id: '100002',
          data: expect.objectContaining({
            provinceCode: 4,
            cantonCode: '401',
            districtCode: '40101',
            address: 'Del parque 100 m al norte',
          }),
        }),
      );
      // Only the chosen province's cantons were asked.
      const asked = provider.getList.mock.calls
        .filter(([resource]) => resource === 'home-cantons')
        .map(([, params]) => (params as { filter: { provinceId: unknown } }).filter.provinceId);
      expect(new Set(asked)).toEqual(new Set([1, 4]));
    },
  );
});

describe('/ExtracurricularCourses', () => {
  const group = {
    id: 12,
    courseId: 1,
    courseName: 'Inglés conversacional',
    description: 'Conversación para el trabajo',
    filter: 'Para agentes bilingües',
    instructor: 'Mauricio Jiménez Arce',
    instructorBadge: '100020',
    mailInstructor: null,
    roomId: 4,
    roomName: 'Sala 2',
    locationId: 1,
    locationName: 'Heredia',
    modality: 'presencial',
    urlSession: null,
    startDate: '2026-12-01',
    endDate: '2027-02-26',
    startTime: '18:00',
    endTime: '19:30',
    day: '3,1',
    statusId: 2,
    quota: 20,
    seatsLeft: 3,
    ViewQuota: true,
    enrolment: { status: 'waiting', waitingPosition: 2 },
  };
  const catalogueProvider = (failing = false) => {
    const lists: Record<string, unknown[]> = {
      'extracurricular-messages': [
        {
          id: 1,
          title: 'Matrícula abierta',
          message: '<p>Inscríbase <strong>hoy</strong></p><script>alert(1)</script>',
          active: true,
          badge: '100001',
          updatedAt: '',
        },
      ],
      'extracurricular-courses': [
        { id: 1, name: 'Inglés conversacional', enableEnrrol: true, active: true },
        { id: 2, name: 'Yoga', enableEnrrol: false, active: true },
      ],
      'extracurricular-locations': [{ id: 1, name: 'Heredia', active: true, districtCode: null }],
      'extracurricular-catalogue': [group],
    };
    const getList = vi.fn(async (resource: string) => {
      if (failing && resource === 'extracurricular-catalogue') {
        throw new HttpError('El servicio no responde', 503, {
          message: 'El servicio no responde',
        });
      }
      const data = lists[resource] ?? [];
      return { data, total: data.length };
    });
    return {
      getList,
      getOne: vi.fn(async () => ({ data: { id: 1, banner: null, backg: null, updatedAt: '' } })),
    } as unknown as DataProvider & { getList: typeof getList };
  };

  it('shows the active messages made safe and the groups open to me as cards', async () => {
    const provider = catalogueProvider();
    renderPageAt('/ExtracurricularCourses', '/ExtracurricularCourses', <CataloguePage />, {
      dataProvider: provider,
      authProvider: authProvider(),
    });
    const messages = await screen.findByTestId('catalogue-messages');
    expect(within(messages).getByRole('heading', { name: 'Matrícula abierta' })).toBeVisible();
    expect(within(messages).getByText('hoy').tagName).toBe('STRONG');
    expect(messages.querySelector('script')).toBeNull();
    const card = await screen.findByRole('article', { name: 'Inglés conversacional' });
    for (const text of [
      'Conversación para el trabajo',
      'Para agentes bilingües',
      'Lunes y miércoles, de 6:00 pm a 7:30 pm',
      'Del 1 de diciembre de 2026 al 26 de febrero de 2027',
      'Presencial',
      'Sala 2 · Heredia',
      'Instructor: Mauricio Jiménez Arce',
      'Quedan 3 cupos',
      'En lista de espera (2)',
    ]) {
      expect(within(card).getByText(text)).toBeVisible();
    }
    expect(
      within(card).getByRole('link', { name: 'Ver el curso Inglés conversacional' }),
    ).toHaveAttribute('href', '/ExtracurricularCourses/Curso/12');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 grupo encontrado');
    // My badge, every course, the first page.
    expect(provider.getList).toHaveBeenCalledWith(
      'extracurricular-catalogue',
      expect.objectContaining({
        pagination: { page: 1, perPage: 12 },
        filter: { badge: '100002', courseId: 0 },
      }),
    );
    // No administration nor instructor's tab for an employee.
    expect(screen.queryByRole('navigation', { name: /Administración/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Mis grupos' })).toBeNull();
  });

  it('filters in the address: a chosen modality asks the service and is kept in the URL', async () => {
    const provider = catalogueProvider();
    renderPageAt('/ExtracurricularCourses?page=2', '/ExtracurricularCourses', <CataloguePage />, {
      dataProvider: provider,
      authProvider: authProvider(),
      beside: <Address />,
    });
    await screen.findByRole('article', { name: 'Inglés conversacional' });
    await choose('Modalidad', 'Virtual');
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('?modality=virtual'),
    );
    expect(provider.getList).toHaveBeenLastCalledWith(
      'extracurricular-catalogue',
      expect.objectContaining({
        pagination: { page: 1, perPage: 12 },
        filter: { badge: '100002', courseId: 0, modality: 'virtual' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^$/));
  });

  it('shows my enrolments under "Mis cursos": current, waiting with my place, history', async () => {
    const provider = catalogueProvider();
    const mine = (
      id: number,
      status: string,
      history: boolean,
      waitingPosition: number | null,
    ) => ({
      ...group,
      id,
      definitionId: id,
      enrolmentId: id,
      courseName: `Curso ${id}`,
      status,
      history,
      waitingPosition,
      enrolledAt: '2026-11-20T15:00:00.000Z',
      withdrawnAt: null,
    });
    provider.getList.mockImplementation(async (resource: string) => {
      const data =
        resource === 'extracurricular-my-enrolments'
          ? [
              mine(1, 'enrolled', false, null),
              mine(2, 'waiting', false, 3),
              mine(3, 'withdrawn', true, null),
            ]
          : [];
      return { data, total: data.length };
    });
    renderPageAt('/ExtracurricularCourses?tab=mine', '/ExtracurricularCourses', <CataloguePage />, {
      dataProvider: provider,
      authProvider: authProvider(),
    });
    const current = await screen.findByRole('region', { name: 'Mis inscripciones' });
    expect(within(current).getByRole('link', { name: 'Curso 1' })).toHaveAttribute(
      'href',
      '/ExtracurricularCourses/Curso/1',
    );
    expect(screen.getByRole('region', { name: 'En lista de espera' })).toHaveTextContent(
      'Posición 3 en la lista de espera',
    );
    expect(screen.getByRole('region', { name: 'Historial' })).toHaveTextContent('Retirado');
    expect(screen.getByRole('tab', { name: 'Mis cursos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it(
    'says a failure in the service’s words with a retry, and links the admin screens for admins',
    { timeout: 20_000 },
    async () => {
      renderPageAt('/ExtracurricularCourses', '/ExtracurricularCourses', <CataloguePage />, {
        dataProvider: catalogueProvider(true),
        authProvider: authProvider(['Extracurricular_Admin']),
      });
      expect(await screen.findByText('El servicio no responde')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      const admin = await screen.findByRole('navigation', { name: /Administración/ });
      expect(within(admin).getByRole('link', { name: 'Líneas de negocio' })).toHaveAttribute(
        'href',
        '/ExtracurricularCourses/Lineas',
      );
      expect(screen.getByRole('tab', { name: 'Mis grupos' })).toBeVisible();
    },
  );
});
