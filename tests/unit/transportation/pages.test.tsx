import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type {
  NearbyAnswer,
  NearbyRoute,
  TransportRequest,
} from '../../../contracts/transportation/transportation';
import { TransportationPage } from '../../../src/modules/transportation/TransportationPage';
import { renderPageAt } from '../helpers/renderPage';
import { signedInAs } from '../helpers/authProvider';

// jsdom lays nothing out: the page's scroll to the form has nowhere to go.
Element.prototype.scrollIntoView = vi.fn();

const authProvider = signedInAs([], { id: '100002', fullName: 'Esteban Vargas Rojas' });

const stop = (id: number, position: number, name: string, time: string, district: string) => ({
  id,
  position,
  name,
  time,
  districtCode: '40801',
  districtName: district,
  cantonCode: '408',
  cantonName: 'Flores',
  provinceCode: 4,
  provinceName: 'Heredia',
});

const night: NearbyRoute = {
  id: 1,
  name: 'Nocturna Alajuela – Heredia',
  direction: 'inbound',
  site: 'Campus Heredia',
  days: [1, 2, 3, 4, 5, 6, 7],
  seats: 24,
  seatsTaken: 4,
  seatsLeft: 20,
  active: true,
  stops: [
    stop(11, 1, 'Parque Central de Alajuela', '20:40', 'Alajuela'),
    stop(12, 2, 'Plaza de San Joaquín', '21:05', 'San Joaquín'),
  ],
  nearness: 'district',
  nearestStopId: 12,
};
const full: NearbyRoute = {
  ...night,
  id: 2,
  name: 'Madrugada Cartago',
  days: [1, 2, 3, 4, 5],
  seatsTaken: 12,
  seats: 12,
  seatsLeft: 0,
  nearness: 'province',
  nearestStopId: null,
  stops: [stop(21, 1, 'Ruinas', '04:30', 'Oriental')],
};

const home = {
  provinceCode: 4,
  provinceName: 'Heredia',
  cantonCode: '408',
  cantonName: 'Flores',
  districtCode: '40801',
  districtName: 'San Joaquín',
  address: 'Del parque 100 m norte',
};

const pending: TransportRequest = {
  id: 30,
  routeId: 1,
  routeName: night.name,
  direction: 'inbound',
  site: 'Campus Heredia',
  stopId: 12,
  stopName: 'Plaza de San Joaquín',
  stopTime: '21:05',
  startDate: addDays(calendarDay(), 1),
  note: '',
  status: 'submitted',
  decisionNote: '',
  createdAt: '2026-11-20T15:00:00.000Z',
  statusChangedAt: '2026-11-20T15:00:00.000Z',
};

function fakeProvider({
  answer = { home, nearby: true, routes: [night, full] },
  mine = [],
  refusal,
}: { answer?: NearbyAnswer; mine?: TransportRequest[]; refusal?: HttpError } = {}) {
  return {
    getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({
      data: { ...answer, id },
    })),
    getList: vi.fn(async () => ({ data: mine, total: mine.length })),
    create: vi.fn(async () => {
      if (refusal) throw refusal;
      return { data: pending };
    }),
    update: vi.fn(async () => ({ data: { ...pending, status: 'cancelled' } })),
  } as unknown as DataProvider & {
    create: ReturnType<typeof vi.fn>;
    update: ReturnType<typeof vi.fn>;
  };
}

const open = (dataProvider: DataProvider) =>
  renderPageAt('/Transportation', '/Transportation', <TransportationPage />, {
    dataProvider,
    authProvider,
  });

describe('/Transportation', () => {
  it('shows my home, the routes near it and asks for a seat on the route picked, at its nearest stop', async () => {
    const provider = fakeProvider();
    open(provider);
    const myHome = await screen.findByRole('region', { name: 'Mi casa' });
    expect(await within(myHome).findByText('San Joaquín')).toBeInTheDocument();
    expect(within(myHome).getByRole('link', { name: 'Cambiar mi ubicación' })).toHaveAttribute(
      'href',
      '/MyLocation',
    );
    const route = await screen.findByRole('article', { name: night.name });
    expect(within(route).getByText('Pasa por su distrito')).toBeInTheDocument();
    expect(within(route).getByText('20 asientos libres')).toBeInTheDocument();
    expect(within(route).getByText('La parada más cercana a su casa')).toBeInTheDocument();
    // A full route cannot be asked for.
    const cartago = screen.getByRole('article', { name: full.name });
    expect(within(cartago).getByRole('button', { name: /^Solicitar asiento/ })).toBeDisabled();

    fireEvent.click(
      within(route).getByRole('button', { name: `Solicitar asiento en ${night.name}` }),
    );
    const form = screen.getByRole('region', { name: 'Solicitar un asiento' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /^Parada/ })).toHaveTextContent(
        'Plaza de San Joaquín',
      ),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(form).findByText('Solicitud enviada')).toBeInTheDocument();
    expect(provider.create).toHaveBeenCalledWith(
      'my-transport-requests',
      expect.objectContaining({
        data: expect.objectContaining({
          routeId: 1,
          stopId: 12,
          startDate: addDays(calendarDay(), 1),
        }) as unknown,
      }),
    );
  });

  it('shows the service’s refusal of a seat above the button', async () => {
    open(
      fakeProvider({
        refusal: new HttpError('La ruta está llena.', 409, {
          message: 'La ruta está llena.',
          errors: { routeId: 'la ruta está llena' },
        }),
      }),
    );
    const route = await screen.findByRole('article', { name: night.name });
    fireEvent.click(
      within(route).getByRole('button', { name: `Solicitar asiento en ${night.name}` }),
    );
    const form = screen.getByRole('region', { name: 'Solicitar un asiento' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /^Parada/ })).toHaveTextContent(
        'Plaza de San Joaquín',
      ),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(form).findByText('La ruta está llena.')).toBeInTheDocument();
    expect(within(form).queryByText('Solicitud enviada')).toBeNull();
  });

  it('asks someone without a home to set it, and offers every route', async () => {
    open(
      fakeProvider({
        answer: {
          home: null,
          nearby: false,
          routes: [{ ...night, nearness: null, nearestStopId: null }],
        },
      }),
    );
    expect(await screen.findByTestId('no-home')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Indicar mi ubicación' })).toHaveAttribute(
      'href',
      '/MyLocation',
    );
    expect(await screen.findByTestId('nothing-near')).toHaveTextContent(
      'Estas son todas las rutas',
    );
    expect(screen.getByRole('article', { name: night.name })).toBeInTheDocument();
  });

  it('cancels my open request only once confirmed, and shows why one was rejected', async () => {
    const provider = fakeProvider({
      mine: [
        pending,
        { ...pending, id: 29, status: 'rejected', decisionNote: 'La ruta ya no pasa por ahí' },
        { ...pending, id: 28, direction: 'outbound', routeName: 'Madrugada', status: 'approved' },
      ],
    });
    open(provider);
    const mine = await screen.findByRole('region', { name: 'Mis solicitudes' });
    expect(
      await within(mine).findByText('Rechazada. Motivo: La ruta ya no pasa por ahí'),
    ).toBeInTheDocument();
    const cancels = within(mine).getAllByRole('button', { name: /^Cancelar solicitud de/ });
    // Pending and approved seats may be given back; a rejected request may not.
    expect(cancels).toHaveLength(2);
    fireEvent.click(cancels[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(provider.update).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(provider.update).toHaveBeenCalledWith(
        'my-transport-requests',
        expect.objectContaining({ id: 30 }),
      ),
    );
  });
});
