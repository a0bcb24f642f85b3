import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ReminderDaysPage } from '../../../src/approvals/settings/ReminderDaysPage';
import { signedInAs } from '../helpers/authProvider';
import { renderPageAt } from '../helpers/renderPage';

const TYPES = ['personalDays', 'reimbursement', 'schedule', 'appointments', 'transportation'];

function fakeProvider(updatedAt: string | null = null) {
  const types = TYPES.map((type) => ({
    type,
    remindAfter: 2,
    escalateAfter: 5,
    own: type === 'schedule',
    updatedAt: type === 'schedule' ? '2026-11-20T15:00:00.000Z' : null,
  }));
  const setting = { id: 'reminderDays', remindAfter: 2, escalateAfter: 5, updatedAt, types };
  return {
    getOne: vi.fn(async () => ({ data: setting })),
    update: vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { ...setting, ...data, updatedAt: '2026-11-30T15:00:00.000Z' },
    })),
    delete: vi.fn(async () => ({ data: setting })),
  } as unknown as DataProvider & {
    update: ReturnType<typeof vi.fn>;
    delete: ReturnType<typeof vi.fn>;
    getOne: ReturnType<typeof vi.fn>;
  };
}

const open = (dataProvider: DataProvider) =>
  renderPageAt('/Aprobaciones/Recordatorios', '/Aprobaciones/Recordatorios', <ReminderDaysPage />, {
    dataProvider,
    authProvider: signedInAs(['System_Admin']),
  });

/** The company's section: the first region. */
const company = () => screen.getByRole('region', { name: 'Días de la empresa' });
const input = (name: RegExp, within_: HTMLElement = company()) =>
  within(within_).getByRole('spinbutton', { name }) as HTMLInputElement;

/** The page saved `id`'s days through the adapter. */
const expectSaved = (
  provider: ReturnType<typeof fakeProvider>,
  id: string,
  remindAfter: number,
  escalateAfter: number,
) =>
  waitFor(() =>
    expect(provider.update).toHaveBeenCalledWith(
      'approval-settings',
      expect.objectContaining({
        id,
        data: expect.objectContaining({ remindAfter, escalateAfter }) as object,
      }),
    ),
  );

describe('/Aprobaciones/Recordatorios', () => {
  it('shows the days in force and saves a change', async () => {
    const provider = fakeProvider();
    open(provider);
    await waitFor(() => expect(input(/Recordar después de/).value).toBe('2'));
    expect(input(/Escalar después de/).value).toBe('5');
    expect(screen.getByText(/se usan los valores de fábrica/)).toBeInTheDocument();

    fireEvent.change(input(/Recordar después de/), { target: { value: '3' } });
    fireEvent.change(input(/Escalar después de/), { target: { value: '8' } });
    fireEvent.click(within(company()).getByRole('button', { name: 'Guardar' }));
    await expectSaved(provider, 'reminderDays', 3, 8);
    // The saved setting is the page's now.
    expect(await screen.findByText(/Cambiado por última vez/)).toBeInTheDocument();
  });

  it('refuses an escalation before the reminder and days out of range, naming the field', async () => {
    const provider = fakeProvider('2026-11-20T15:00:00.000Z');
    open(provider);
    await waitFor(() => expect(input(/Recordar después de/).value).toBe('2'));
    expect(screen.getByText(/Cambiado por última vez/)).toBeInTheDocument();

    fireEvent.change(input(/Recordar después de/), { target: { value: '6' } });
    fireEvent.click(within(company()).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El escalamiento debe llegar después del recordatorio.'),
    ).toBeInTheDocument();

    fireEvent.change(input(/Recordar después de/), { target: { value: '0' } });
    fireEvent.change(input(/Escalar después de/), { target: { value: '31' } });
    fireEvent.click(within(company()).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Escriba de 1 a 30 días hábiles.')).toHaveLength(2);
    expect(provider.update).not.toHaveBeenCalled();
  });

  it('sets one kind’s own days and gives another the company’s back', async () => {
    const provider = fakeProvider();
    open(provider);
    const personalDays = await screen.findByRole('region', { name: 'Día personal' });
    expect(within(personalDays).getByText('Días de la empresa')).toBeInTheDocument();
    fireEvent.change(input(/Recordar después de/, personalDays), { target: { value: '1' } });
    fireEvent.change(input(/Escalar después de/, personalDays), { target: { value: '3' } });
    fireEvent.click(within(personalDays).getByRole('button', { name: 'Guardar Día personal' }));
    await expectSaved(provider, 'personalDays', 1, 3);

    const schedule = screen.getByRole('region', { name: 'Cambio de horario' });
    expect(within(schedule).getByText('Días propios')).toBeInTheDocument();
    fireEvent.click(within(schedule).getByRole('button', { name: 'Usar los de la empresa' }));
    await waitFor(() =>
      expect(provider.delete).toHaveBeenCalledWith(
        'approval-settings',
        expect.objectContaining({ id: 'schedule' }),
      ),
    );
    // The page reads the whole setting again after each change.
    await waitFor(() => expect(provider.getOne.mock.calls.length).toBeGreaterThanOrEqual(3));
  });
});
