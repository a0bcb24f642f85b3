import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type {
  Appointment,
  FreeSlot,
  MedicalBuilding,
} from '../../../contracts/appointments/appointments';
import { AppointmentsPage } from '../../../src/modules/appointments/AppointmentsPage';
import { closingAsks } from '../helpers/leaving';
import { renderInDataRouterAt } from '../helpers/renderPage';
import { signedInAs } from '../helpers/authProvider';

const authProvider = signedInAs([], {
  id: '100002',
  fullName: 'Esteban Vargas Rojas',
  username: 'employee',
});

const buildings: MedicalBuilding[] = [
  { id: 1, edificio: 'Torre Norte', abierto: true, activo: true },
  { id: 2, edificio: 'Torre Sur', abierto: false, activo: true },
];
const slot: FreeSlot = {
  idProfesional: 3,
  profesional: 'Dra. Ana Solís',
  especialidad: 'general',
  idEdificio: 1,
  edificio: 'Torre Norte',
  fecha: '2026-12-01',
  horaInicio: '08:30',
  horaFin: '09:00',
};
const appointment: Appointment = {
  id: 41,
  idColaborador: '100002',
  colaborador: 'Esteban Vargas Rojas',
  idProfesional: 3,
  profesional: 'Dra. Ana Solís',
  especialidad: 'general',
  sede: 1,
  edificio: 'Torre Norte',
  fecha: '2026-12-02',
  horaInicio: '10:00',
  horaFin: '10:30',
  modalidad: 'onSite',
  tipoSolicitud: null,
  tipoSolicitudNombre: null,
  motivo: '',
  telefono1: '',
  telefono2: '',
  estado: 'booked',
  proxima: true,
  createdAt: '2026-11-24T15:00:00.000Z',
  cancelledAt: null,
  attendedAt: null,
};
const past: Appointment = {
  ...appointment,
  id: 7,
  fecha: '2026-10-01',
  estado: 'attended',
  proxima: false,
};

function fakeProvider() {
  const lists: Record<string, unknown[]> = {
    'medical-building-list': buildings,
    'medical-professional-list': [],
    'appointment-slots': [{ ...slot, id: '3-2026-12-01-08:30' }],
    'appointment-request-type-list': [
      { id: 2, idEdificio: 1, nombre: 'Control', nombreEn: '', activo: true },
    ],
    'my-appointments': [appointment, past],
    'health-campaign-list': [],
    'appointment-areas': [],
    'my-self-managed-appointments': [],
  };
  const getList = vi.fn(async (resource: string) => {
    if (resource === 'my-diagnoses') {
      throw new HttpError('Solo el colaborador y el personal médico', 403, {
        message: 'Solo el colaborador y el personal médico',
      });
    }
    const data = lists[resource] ?? [];
    return { data, total: data.length };
  });
  const create = vi.fn(async () => ({ data: { ...appointment, id: 50 } }));
  return { getList, create } as unknown as DataProvider & {
    getList: typeof getList;
    create: typeof create;
  };
}

// Under a data router, as in the portal: a form asks before its typed data is left behind.
const open = (dataProvider: DataProvider) =>
  renderInDataRouterAt('/MedicalAppointment', '/MedicalAppointment', <AppointmentsPage />, {
    dataProvider,
    authProvider,
  });

/** Opens a MUI select by its label and picks an option. */
async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(await within(scope).findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('/MedicalAppointment', () => {
  // react-query tries a failed read three more times (about seven seconds) before it says so.
  it(
    'shows my upcoming appointments with their actions, the past ones without, a refusal non-blocking',
    { timeout: 20_000 },
    async () => {
      open(fakeProvider());
      const upcoming = await screen.findByRole('list', { name: 'Próximas' });
      const line = within(upcoming).getByRole('listitem');
      expect(line).toHaveTextContent('Reservada');
      expect(
        within(line).getByRole('button', {
          name: /^Agregar a mi calendario la cita del .* a las 10:00$/,
        }),
      ).toBeVisible();
      expect(within(line).getByRole('button', { name: /^Cancelar la cita del/ })).toBeVisible();
      const before = screen.getByRole('list', { name: 'Anteriores' });
      expect(within(before).getByRole('listitem')).toHaveTextContent('Atendida');
      expect(within(before).queryByRole('button')).toBeNull();
      // The history's refusal in the service's words, with a retry: the page goes on.
      const history = screen.getByRole('region', { name: 'Mi historial médico' });
      await waitFor(() => expect(history.textContent).toContain('Reintentar'), { timeout: 15_000 });
      expect(
        await within(history).findByText('Solo el colaborador y el personal médico'),
      ).toBeVisible();
      expect(within(history).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  );

  it('offers the slots of an open building as buttons named by their time, checks the phones, books by phone', async () => {
    const provider = fakeProvider();
    open(provider);
    const book = await screen.findByRole('region', { name: 'Reservar cita' });
    fireEvent.mouseDown(await within(book).findByRole('combobox', { name: 'Edificio' }));
    expect(await screen.findByRole('option', { name: 'Torre Sur (cerrado)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.click(screen.getByRole('option', { name: 'Torre Norte' }));
    const button = await within(book).findByRole('button', {
      name: '08:30 a 09:00 con Dra. Ana Solís',
    });
    // "Cualquier profesional": the same time may stand once per professional, each named on it.
    expect(within(button).getByText('Dra. Ana Solís')).toBeVisible();
    expect(closingAsks()).toBe(false);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // A slot chosen is not left behind without a question; once booked, nothing is lost.
    await waitFor(() => expect(closingAsks()).toBe(true));
    fireEvent.click(within(book).getByRole('radio', { name: 'Por teléfono' }));
    await choose(book, 'Tipo de solicitud', 'Control');
    fireEvent.change(within(book).getByLabelText(/^Motivo/), {
      target: { value: 'Control anual' },
    });
    fireEvent.change(within(book).getByLabelText('Teléfono 1'), { target: { value: '12' } });
    fireEvent.click(within(book).getByRole('button', { name: 'Reservar' }));
    expect(await within(book).findByText('Escriba 8 dígitos o déjelo vacío')).toBeVisible();
    expect(provider.create).not.toHaveBeenCalled();
    fireEvent.change(within(book).getByLabelText('Teléfono 1'), { target: { value: '' } });
    fireEvent.click(within(book).getByRole('button', { name: 'Reservar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    expect(provider.create.mock.calls[0]).toEqual([
      'appointment-slots',
      {
        data: {
          modalidad: 'remote',
          idColaborador: '100002',
          idProfesional: 3,
          fecha: '2026-12-01',
          horaInicio: '08:30',
          horaFin: '09:00',
          sede: 1,
          tipoSolicitud: 2,
          motivo: 'Control anual',
          telefono1: '',
          telefono2: '',
        },
      },
    ]);
    expect(await within(book).findByText(/^Cita reservada: .* a las 10:00\.$/)).toBeVisible();
    expect(closingAsks()).toBe(false);
  });
});
