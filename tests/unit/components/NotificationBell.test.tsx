import { focusManager } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PortalNotification } from '../../../contracts/notifications';
import { spanish } from '../helpers/portalMessages';
import { NOTIFICATION_POLL_MS, NotificationBell } from '../../../src/layout/NotificationBell';

const notifications: PortalNotification[] = [
  {
    id: 1,
    kind: 'kudos',
    title: 'Esteban Vargas Rojas te envió un kudos',
    body: 'Gracias por cubrir el turno',
    link: '/Inicio',
    read: false,
    createdAt: '2025-05-02T15:00:00.000Z',
  },
  {
    id: 2,
    kind: 'reminder',
    title: 'Recordatorio: Semana del Bienestar',
    body: 'Inscríbase en el tamizaje',
    link: null,
    read: true,
    createdAt: '2025-05-01T15:00:00.000Z',
  },
];

/** A data provider over an in-memory list of notifications, recording the bell's calls. */
function fakeProvider(initial: PortalNotification[]) {
  let items = [...initial];
  const calls: string[] = [];
  const provider = {
    getList: vi.fn(async () => ({
      data: items,
      total: items.length,
      meta: { unread: items.filter((n) => !n.read).length },
    })),
    delete: vi.fn(async (_resource: string, { id }: { id: number }) => {
      calls.push(`delete ${id}`);
      items = items.filter((n) => n.id !== id);
      return { data: { id } };
    }),
    deleteAll: vi.fn(async () => {
      calls.push('deleteAll');
      items = [];
      return { data: [] };
    }),
    markRead: vi.fn(async (_resource: string, { id }: { id: number }) => {
      calls.push(`markRead ${id}`);
      items = items.map((n) => (n.id === id ? { ...n, read: true } : n));
      return { data: { id } };
    }),
  };
  return { provider: provider as unknown as DataProvider, calls };
}

function renderBell(dataProvider: DataProvider) {
  const i18nProvider = polyglotI18nProvider(() => spanish, 'es');
  return render(
    <MemoryRouter initialEntries={['/portal/Kudos/Form']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        basename="/portal"
      >
        <NotificationBell />
        <Routes>
          <Route path="/portal/Inicio" element={<p>Página de inicio</p>} />
          <Route path="*" element={null} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

// `hidden`: while the popover is open the rest of the page is aria-hidden.
const bell = () => screen.getByRole('button', { name: /^Notificaciones/, hidden: true });

describe('NotificationBell', () => {
  it('shows the unread count on the bell', async () => {
    const { provider } = fakeProvider(notifications);
    renderBell(provider);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notificaciones: 1 sin leer' })).toBeVisible(),
    );
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
  });

  it('lists the notifications, newest first, and deletes one', async () => {
    const user = userEvent.setup();
    const { provider, calls } = fakeProvider(notifications);
    renderBell(provider);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificaciones: 1 sin leer'));
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Esteban Vargas Rojas te envió un kudos');
    expect(items[1]).toHaveTextContent('Recordatorio: Semana del Bienestar');

    await user.click(
      within(panel).getByRole('button', {
        name: 'Eliminar la notificación «Esteban Vargas Rojas te envió un kudos»',
      }),
    );
    await waitFor(() => expect(calls).toEqual(['delete 1']));
    await waitFor(() =>
      expect(within(panel).queryByText('Esteban Vargas Rojas te envió un kudos')).toBeNull(),
    );
    expect(bell()).toHaveAccessibleName('Notificaciones');
  });

  it('deletes all after a confirmation, then shows the empty state', async () => {
    const user = userEvent.setup();
    const { provider, calls } = fakeProvider(notifications);
    renderBell(provider);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificaciones: 1 sin leer'));
    await user.click(bell());
    await user.click(await screen.findByRole('button', { name: 'Eliminar todas' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(confirm).toHaveTextContent('¿Eliminar todas sus notificaciones?');
    expect(calls).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(calls).toEqual(['deleteAll']));
    expect(await screen.findByText('No tiene notificaciones.')).toBeVisible();
  });

  it('marks a notification read when it is opened and follows its link', async () => {
    const user = userEvent.setup();
    const { provider, calls } = fakeProvider(notifications);
    renderBell(provider);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificaciones: 1 sin leer'));
    await user.click(bell());
    await user.click(await screen.findByText('Esteban Vargas Rojas te envió un kudos'));
    await waitFor(() => expect(calls).toEqual(['markRead 1']));
    expect(await screen.findByText('Página de inicio')).toBeVisible();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificaciones'));
  });

  it('asks again every minute and when the window regains focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { provider } = fakeProvider([]);
      renderBell(provider);
      await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
      await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(2));
      // What a tab switch does: the window loses, then regains, focus.
      act(() => focusManager.setFocused(false));
      act(() => focusManager.setFocused(true));
      await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(3));
    } finally {
      focusManager.setFocused(undefined);
      vi.useRealTimers();
    }
  });
});
