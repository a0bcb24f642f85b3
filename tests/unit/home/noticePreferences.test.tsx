import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { NoticeChoices, NoticePreferences } from '../../../contracts/notifications';
import { NoticePreferencesPage } from '../../../src/modules/home/NoticePreferencesPage';
import { signedInAs } from '../helpers/authProvider';
import { renderPageAt } from '../helpers/renderPage';

const stored: NoticePreferences = {
  language: 'es',
  channels: {
    awaitingDecision: 'inAppAndEmail',
    decided: 'inAppAndEmail',
    reminders: 'inApp',
  },
  emailAvailable: true,
};

function renderPreferences(preferences: NoticePreferences = stored) {
  const saved: NoticeChoices[] = [];
  const dataProvider = {
    noticePreferences: vi.fn(async () => ({ data: preferences })),
    saveNoticePreferences: vi.fn(async (_resource: string, choices: NoticeChoices) => {
      saved.push(choices);
      return { data: { ...choices, emailAvailable: preferences.emailAvailable } };
    }),
  } as unknown as DataProvider;
  renderPageAt(
    '/Notificaciones/Preferencias',
    '/Notificaciones/Preferencias',
    <NoticePreferencesPage />,
    {
      dataProvider,
      authProvider: signedInAs(),
    },
  );
  return saved;
}

describe('the notice preferences page', () => {
  it('shows the stored choices and saves a kind changed to the portal only', async () => {
    const saved = renderPreferences();
    const waiting = await screen.findByRole('radiogroup', {
      name: 'Una solicitud espera mi decisión',
    });
    expect(
      screen.getAllByRole('radio', { name: 'En el portal y por correo', checked: true }),
    ).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    const [onlyPortal] = screen
      .getAllByRole('radio', { name: 'Solo en el portal' })
      .filter((radio) => waiting.contains(radio));
    await userEvent.click(onlyPortal!);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      language: 'es',
      channels: { awaitingDecision: 'inApp', decided: 'inAppAndEmail', reminders: 'inApp' },
    });
  });

  it('says so when e-mail cannot reach the employee', async () => {
    renderPreferences({ ...stored, emailAvailable: false });
    expect(await screen.findByText(/El correo no puede llegarle ahora/)).toBeInTheDocument();
  });
});
