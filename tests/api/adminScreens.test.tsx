// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, type AuthProvider, memoryStore } from 'react-admin';
import { generatePath, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarDay } from '../../contracts/calendar';
import { catalogue, SYSTEM_ADMIN } from '../../contracts/catalogue';
import type { RoleSummary } from '../../contracts/permissions/permissions';
import { createDataProvider } from '../../dataProviders';
import { createHttpClient } from '../../dataProviders/http';
import { createSessionStore } from '../../src/auth/sessionStore';
import { UploadLimitsProvider } from '../../src/components/uploadLimits';
import { PORTAL_BASE, type RuntimeConfig } from '../../src/config';
import { i18nProvider } from '../../src/i18n';
import { modules } from '../../src/modules';
import { composeRoutes } from '../../src/routes';
import { memoryStorage } from '../fixtures/memoryStorage';
import { createTestApp, type TestApp } from './helpers';

/**
 * Every administration screen the portal's manifests register, rendered in jsdom with the
 * portal's own data provider against the real service: its list and the choices of its
 * references, every sortable column and every filter (each option of a select, a date, a text)
 * must be answered 2xx. A new screen, filter or reference is covered without a change here.
 */

/** How long a screen has to be quiet to be done (its chunks and texts arrive in between). */
const QUIET_MS = 150;
/** How long an action may take to ask (react-admin debounces a filter's change 500 ms); a later
 * answer still counts: every call until the screen closes is checked. */
const ASK_WAIT_MS = 1_000;
/** The longest a screen may take to settle. */
const SETTLE_MS = 15_000;
/** The most options of one select tried (a reference may offer dozens). */
const MAX_OPTIONS = 4;

/** Roles that administer a module: a route open only to them is an administration screen. */
const ADMIN_ROLES = new Set<string>([
  SYSTEM_ADMIN,
  ...Object.values(catalogue).flatMap((entry) => ('owner' in entry ? [entry.owner] : [])),
]);
/** What a screen's path parameters are filled with: a role, and the first seeded record. */
const PARAMS: Record<string, string> = { code: catalogue.benefits.owner, id: '1', idcampaign: '1' };

const screens = composeRoutes(modules).filter(
  (route) => route.roles?.length && route.roles.every((role) => ADMIN_ROLES.has(role)),
);

interface Answered {
  method: string;
  url: string;
  status: number;
}

let t: TestApp;
let answered: Answered[] = [];
let inFlight = 0;
let lastActivity = 0;

beforeAll(async () => {
  // The pages suspend (lazy chunks, module texts): React must schedule them as in a browser.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  t = await createTestApp();
  // The demo data has no administrative write yet: one, so the audit trail has a row to filter.
  const [role] = (
    await t.call('admin', 'GET', '/Module/GetRolesByModule?moduleCode=BENEFITS')
  ).json<RoleSummary[]>();
  const renamed = await t.call('admin', 'PUT', '/Role/Update', {
    id: role!.id,
    name: `${role!.name} (auditado)`,
    active: true,
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  // The portal's calls reach the service in-process.
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    inFlight += 1;
    try {
      const response = await t.app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: Object.fromEntries(new Headers(init.headers)),
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      answered.push({
        method: init.method ?? 'GET',
        url,
        status: response.statusCode,
      });
      return new Response(
        response.statusCode === 204 ? null : new Uint8Array(response.rawPayload),
        {
          status: response.statusCode,
          headers: response.headers as Record<string, string>,
        },
      );
    } finally {
      inFlight -= 1;
      lastActivity = Date.now();
    }
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Something on the screen still loads: a spinner, a skeleton, or nothing rendered yet. */
const loading = (container: HTMLElement) =>
  !container.childElementCount ||
  container.querySelector('[role="progressbar"], .MuiSkeleton-root') !== null;

/**
 * Waits until the screen is done: nothing loading, nothing asked for `quiet` ms. After an action
 * that should ask (`asks`), it first waits for that call (react-admin debounces filters 500 ms),
 * up to ASK_WAIT_MS: a choice that changes nothing asks nothing.
 */
async function settled(container: HTMLElement, { asks = false, quiet = QUIET_MS } = {}) {
  const before = answered.length;
  const start = Date.now();
  lastActivity = start;
  while (Date.now() - start < SETTLE_MS) {
    await sleep(50);
    const waitingForCall = asks && answered.length === before && Date.now() - start < ASK_WAIT_MS;
    if (!waitingForCall && !inFlight && !loading(container) && Date.now() - lastActivity > quiet) {
      return;
    }
  }
  throw new Error('the screen never settled');
}

async function renderScreen(path: string, route: (typeof screens)[number]) {
  const store = createSessionStore(memoryStorage());
  store.signedIn(await t.signIn('admin', { force: true }));
  // What the portal reads at start: the service addresses and the upload limit.
  const runtime = (await t.app.inject('/portal/config.json')).json<RuntimeConfig>();
  const services = runtime.services;
  const http = createHttpClient({
    mainApi: services.main,
    store,
    onSessionExpired: () => undefined,
    language: () => 'es',
  });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => store.get().user?.role ?? [],
  };
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(
    <MemoryRouter initialEntries={[`${PORTAL_BASE}${path}`]}>
      <Routes>
        <Route
          path={`${PORTAL_BASE}/*`}
          element={
            <AdminContext
              basename={PORTAL_BASE}
              dataProvider={createDataProvider(
                modules,
                services,
                http,
                runtime.functionKeys,
                runtime.clientTokenPhrase,
              )}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              store={memoryStore()}
            >
              <UploadLimitsProvider limits={runtime.uploads}>
                <Suspense fallback={null}>
                  <Routes>
                    <Route path={route.path} element={<route.Page />} />
                  </Routes>
                </Suspense>
              </UploadLimitsProvider>
            </AdminContext>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  await settled(container, { asks: true, quiet: 600 });
  return {
    container,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

/** The options of the listbox a select or an autocomplete has just opened. */
const openOptions = () =>
  [...document.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')].filter(
    (option) => option.getAttribute('aria-disabled') !== 'true',
  );

/** Picks each option of a select (MUI Select: a div combobox), one after the other. */
async function tryEachOption(combobox: HTMLElement, container: HTMLElement) {
  fireEvent.mouseDown(combobox);
  const count = Math.min(openOptions().length, MAX_OPTIONS);
  fireEvent.keyDown(document.activeElement ?? combobox, { key: 'Escape' });
  for (let index = 0; index < count; index += 1) {
    fireEvent.mouseDown(combobox);
    const option = openOptions()[index];
    // The option already chosen asks nothing.
    if (!option || option.getAttribute('aria-selected') === 'true') {
      fireEvent.keyDown(document.activeElement ?? combobox, { key: 'Escape' });
      continue;
    }
    fireEvent.click(option);
    await settled(container, { asks: true });
  }
}

/** Searches an autocomplete, then picks its first choice. */
async function searchAndPick(input: HTMLElement, container: HTMLElement) {
  fireEvent.change(input, { target: { value: 'a' } });
  await settled(container, { asks: true });
  fireEvent.mouseDown(input);
  const option = openOptions()[0];
  if (option) fireEvent.click(option);
  await settled(container, { asks: true });
}

/** Shows the filters that are not always on, through the list's "add filter" menu. */
async function showEveryFilter(container: HTMLElement) {
  const hidden = () => {
    const button = container.querySelector<HTMLElement>('button.add-filter');
    if (!button) return [];
    fireEvent.click(button);
    return [...document.querySelectorAll<HTMLElement>('.new-filter-item[aria-checked="false"]')];
  };
  for (let items = hidden(); items.length; items = hidden()) {
    fireEvent.click(items[0]!);
    await settled(container);
  }
  fireEvent.keyDown(document.activeElement ?? container, { key: 'Escape' });
}

/** Sets every filter the list shows: each option of its selects, a date, a text. */
async function setEveryFilter(container: HTMLElement) {
  await showEveryFilter(container);
  for (const filter of container.querySelectorAll<HTMLElement>('.RaFilterForm-filterFormInput')) {
    const select = filter.querySelector<HTMLElement>('div[role="combobox"]');
    const autocomplete = filter.querySelector<HTMLElement>('input[role="combobox"]');
    const date = filter.querySelector<HTMLInputElement>('input[type="date"]');
    const text = filter.querySelector<HTMLInputElement>('input:not([type="hidden"])');
    if (select) await tryEachOption(select, container);
    else if (autocomplete) await searchAndPick(autocomplete, container);
    else if (date ?? text) {
      fireEvent.change((date ?? text)!, { target: { value: date ? calendarDay() : 'a' } });
      await settled(container, { asks: true });
    }
  }
}

/** Sorts by every column the grid lets one sort by. */
async function sortByEveryColumn(container: HTMLElement) {
  const headers = () => [
    ...container.querySelectorAll<HTMLElement>('thead .MuiTableSortLabel-root'),
  ];
  for (let index = 0; index < headers().length; index += 1) {
    fireEvent.click(headers()[index]!);
    await settled(container, { asks: true });
  }
}

/** Sorts and filters the lists on the screen, then those of each of its other tabs. */
async function exerciseEveryList(container: HTMLElement) {
  const tabs = () => [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
  for (let index = 0; index === 0 || index < tabs().length; index += 1) {
    const tab = tabs()[index];
    if (tab && tab.getAttribute('aria-selected') !== 'true') {
      fireEvent.click(tab);
      await settled(container, { asks: true });
    }
    // A list with no rows shows react-admin's empty page, without its filters or columns.
    for (const list of container.querySelectorAll('.list-page')) {
      expect(list.querySelector('.RaList-main'), 'a list with no rows to sort or filter').not.toBe(
        null,
      );
    }
    await sortByEveryColumn(container);
    await setEveryFilter(container);
  }
}

describe('every administration screen of the portal asks only what the services accept', () => {
  it('finds the screens in the manifests', () => {
    expect(screens.map((screen) => screen.path)).toEqual(
      expect.arrayContaining([
        '/Benefits/AdminFormBenefits',
        '/Ventas/Compras',
        '/permissions/audit',
      ]),
    );
  });

  it.each(screens.map((route) => [route.path, route] as const))(
    '%s: its list, references, sorts and filters answer 2xx',
    async (_path, route) => {
      answered = [];
      const path = generatePath(route.path, PARAMS);
      const { container, unmount } = await renderScreen(path, route);
      try {
        await exerciseEveryList(container);
      } finally {
        unmount();
      }
      expect(answered.filter((call) => call.status >= 300)).toEqual([]);
    },
    60_000,
  );
});
