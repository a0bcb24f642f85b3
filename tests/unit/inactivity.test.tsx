import { act, fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { createMocks } from 'react-idle-timer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InactivityGuard } from '../../src/auth/inactivity/InactivityGuard';
import { inactivityMessages } from '../../src/auth/inactivity/messages';
import { raSpanishMessages } from '../../src/i18n/raSpanish';

const MINUTE = 60_000;
const TITLE = 'Su sesión expirará en';

// As the portal's provider will merge them: react-admin's Spanish, then ours.
const i18nProvider = polyglotI18nProvider(
  () => ({ ...raSpanishMessages, ...inactivityMessages.es }),
  'es',
);

function renderGuard() {
  const authProvider = {
    login: vi.fn(() => Promise.resolve()),
    logout: vi.fn((_params?: { ending?: string }) => Promise.resolve(false as const)),
    checkAuth: vi.fn(() => Promise.resolve()),
    checkError: vi.fn(() => Promise.resolve()),
    getPermissions: vi.fn(() => Promise.resolve([])),
  } satisfies AuthProvider;
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <InactivityGuard />
    </AdminContext>,
  );
  return authProvider;
}

/** Moves the fake clock, running the timers due and the React updates they cause. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const warning = () => screen.queryByRole('alertdialog', { name: TITLE });

describe('inactivity logout', () => {
  beforeEach(() => {
    // The clock and timers only: setImmediate stays real so that messages between tabs arrive.
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    // react-idle-timer keeps the timer functions it saw on import; point it at the fake ones.
    createMocks();
  });

  afterEach(() => {
    vi.useRealTimers();
    createMocks();
  });

  it('opens the warning after exactly 15 minutes without activity and counts down from 30', async () => {
    renderGuard();
    await advance(15 * MINUTE - 1);
    expect(warning()).toBeNull();

    await advance(1);
    const dialog = warning();
    expect(dialog).not.toBeNull();
    const countdown = within(dialog!).getByText('30 segundos');
    expect(countdown).toHaveAttribute('aria-live', 'polite');
    expect(dialog).toHaveAccessibleDescription('30 segundos');
    expect(within(dialog!).getByRole('button', { name: 'Continuar Navegando' })).toHaveFocus();
    expect(within(dialog!).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

    await advance(1000);
    expect(countdown).toHaveTextContent('29 segundos');
    await advance(28_000);
    expect(countdown).toHaveTextContent('1 segundo');
  });

  it('logs out when nobody answers within the 30 seconds', async () => {
    const authProvider = renderGuard();
    await advance(15 * MINUTE);
    expect(warning()).not.toBeNull();

    await advance(30_000 - 1);
    expect(authProvider.logout).not.toHaveBeenCalled();
    await advance(1);
    expect(authProvider.logout).toHaveBeenCalledTimes(1);
    // The sign-in page will say why.
    expect(authProvider.logout).toHaveBeenCalledWith({ ending: 'inactivity' });
    await advance(1000);
    expect(warning()).toBeNull();
  });

  it("'Continuar Navegando' closes the warning and starts the 15 minutes over", async () => {
    const authProvider = renderGuard();
    await advance(15 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar Navegando' }));
    await advance(1000);
    expect(warning()).toBeNull();

    await advance(60_000);
    expect(authProvider.logout).not.toHaveBeenCalled();
    expect(warning()).toBeNull();

    // 15 minutes after the answer (1 minute of which has passed) the warning is back, from 30.
    await advance(14 * MINUTE - 1000 - 1);
    expect(warning()).toBeNull();
    await advance(1);
    expect(within(warning()!).getByText('30 segundos')).toBeVisible();
    expect(authProvider.logout).not.toHaveBeenCalled();
  });

  it("'Cerrar sesión' logs out at once, and only once", async () => {
    const authProvider = renderGuard();
    await advance(15 * MINUTE + 5000);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await advance(0);
    expect(authProvider.logout).toHaveBeenCalledTimes(1);
    // The user chose it: nothing to explain afterwards.
    expect(authProvider.logout).toHaveBeenCalledWith({ ending: undefined });

    await advance(60_000);
    expect(authProvider.logout).toHaveBeenCalledTimes(1);
  });

  it('activity before the 15 minutes postpones the warning', async () => {
    const authProvider = renderGuard();
    await advance(10 * MINUTE);
    fireEvent.keyDown(document, { key: 'a' });
    await advance(10 * MINUTE);
    expect(warning()).toBeNull();

    fireEvent.mouseMove(document);
    await advance(15 * MINUTE - 1);
    expect(warning()).toBeNull();
    await advance(1);
    expect(warning()).not.toBeNull();
    expect(authProvider.logout).not.toHaveBeenCalled();
  });

  describe('in two tabs of the same browser', () => {
    // Each "tab" is a guard of its own; both watch this one document, so only answers are
    // told apart. The second dialog hides the first from the accessibility tree: `hidden`.
    const renderTabs = () => [renderGuard(), renderGuard()] as const;
    const warnings = () => screen.queryAllByRole('alertdialog', { name: TITLE, hidden: true });
    /** The tabs talk through a real BroadcastChannel: give its messages a few real turns. */
    const untilDelivered = () =>
      act(async () => {
        for (let turn = 0; turn < 5; turn += 1) await new Promise(setImmediate);
      });

    it("'Continuar Navegando' in one tab closes the warning in the other", async () => {
      const [first, second] = renderTabs();
      await advance(15 * MINUTE);
      await untilDelivered();
      expect(warnings()).toHaveLength(2);

      fireEvent.click(
        within(warnings()[0]!).getByRole('button', { name: 'Continuar Navegando', hidden: true }),
      );
      await untilDelivered();
      await advance(1000);
      expect(warnings()).toHaveLength(0);
      await advance(60_000);
      expect(first.logout).not.toHaveBeenCalled();
      expect(second.logout).not.toHaveBeenCalled();
    });

    it("'Cerrar sesión' in one tab logs the other out too", async () => {
      const [first, second] = renderTabs();
      await advance(15 * MINUTE);
      await untilDelivered();
      fireEvent.click(
        within(warnings()[0]!).getByRole('button', { name: 'Cerrar sesión', hidden: true }),
      );
      await untilDelivered();
      await advance(0);
      expect(first.logout).toHaveBeenCalledTimes(1);
      expect(second.logout).toHaveBeenCalledTimes(1);
    });
  });
});
