import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ReminderDaysPage } from '../../../src/approvals/settings/ReminderDaysPage';
import { signedInAs } from '../helpers/authProvider';
import { renderPageAt } from '../helpers/renderPage';

function fakeProvider(updatedAt: string | null = null) {
  const setting = { id: 'reminderDays', remindAfter: 2, escalateAfter: 5, updatedAt };
  return {
    getOne: vi.fn(async () => ({ data: setting })),
    update: vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { ...setting, ...data, updatedAt: '2026-11-30T15:00:00.000Z' },
    })),
  } as unknown as DataProvider & { update: ReturnType<typeof vi.fn> };
}

const open = (dataProvider: DataProvider) =>
  renderPageAt('/Aprobaciones/Recordatorios', '/Aprobaciones/Recordatorios', <ReminderDaysPage />, {
    dataProvider,
    authProvider: signedInAs(['System_Admin']),
  });

const input = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('/Aprobaciones/Recordatorios', () => {
  it('shows the days in force and saves a change', async () => {
    const provider = fakeProvider();
    open(provider);
    await waitFor(() => expect(input(/Recordar después de/).value).toBe('2'));
    expect(input(/Escalar después de/).value).toBe('5');
    expect(screen.getByText(/se usan los valores de fábrica/)).toBeInTheDocument();
    expect(screen.getByText(/Día personal, Reembolso educativo/)).toBeInTheDocument();

    fireEvent.change(input(/Recordar después de/), { target: { value: '3' } });
    fireEvent.change(input(/Escalar después de/), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(provider.update).toHaveBeenCalledWith(
        'approval-settings',
        expect.objectContaining({
          id: 'reminderDays',
          data: expect.objectContaining({ remindAfter: 3, escalateAfter: 8 }) as object,
        }),
      ),
    );
    // The saved setting is the page's now.
    expect(await screen.findByText(/Cambiado por última vez/)).toBeInTheDocument();
  });

  it('refuses an escalation before the reminder and days out of range, naming the field', async () => {
    const provider = fakeProvider('2026-11-20T15:00:00.000Z');
    open(provider);
    await waitFor(() => expect(input(/Recordar después de/).value).toBe('2'));
    expect(screen.getByText(/Cambiado por última vez/)).toBeInTheDocument();

    fireEvent.change(input(/Recordar después de/), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El escalamiento debe llegar después del recordatorio.'),
    ).toBeInTheDocument();

    fireEvent.change(input(/Recordar después de/), { target: { value: '0' } });
    fireEvent.change(input(/Escalar después de/), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Escriba de 1 a 30 días hábiles.')).toHaveLength(2);
    expect(provider.update).not.toHaveBeenCalled();
  });
});
