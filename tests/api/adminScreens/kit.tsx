import { fireEvent } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import {
  AdminContext,
  type AuthProvider,
  defaultTheme,
  memoryStore,
  type RaThemeOptions,
} from 'react-admin';
import { generatePath, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarDay } from '../../../contracts/calendar';
import { catalogue, SYSTEM_ADMIN } from '../../../contracts/catalogue';
import type { RoleSummary } from '../../../contracts/permissions/permissions';
import { createDataProvider } from '../../../dataProviders';
import { createHttpClient } from '../../../dataProviders/http';
import { createSessionStore } from '../../../dataProviders/account/sessionStore';
import { UploadLimitsProvider } from '../../../resources/shared/uploadLimits';
import { DAY_INPUT_CLASS, TIME_INPUT_CLASS } from '../../../resources/shared/DateInput';
import { PORTAL_BASE, type RuntimeConfig } from '../../../contracts/runtimeConfig';
import { i18nProvider } from '../../../src/i18n';
import { modules } from '../../../src/modules';
import { composeRoutes } from '../../../src/routes';
import { memoryStorage } from '../../fixtures/memoryStorage';
import { typeDay, typeTime } from '../../unit/helpers/days';
import { createTestApp, type TestApp } from '../helpers';

/**
 * The walk of the administration screens (not a test: each module's file in this folder walks
 * that module's screens, so vitest spreads them over its workers; `screens.test.ts` checks every
 * screen is walked by exactly one file).
 *
 * Every administration screen the portal's manifests register, rendered in jsdom with the
 * portal's own data provider against the real service: its list and the choices of its
 * references, every sortable column and every filter (each option of a select, a date, a text)
 * must be answered 2xx. A new screen, filter or reference is covered without a change here.
 *
 * No wait is a clock. The screen's timers are vitest's fake ones and the filters' debounces are 0
 * (the theme's default props of react-admin's filter form and autocomplete): after an action the
 * walk runs every timer it set (up to TIMERS_MS of fake time: the debounce, the list's next tick,
 * the transitions), lets React render, and waits for what was asked to be answered. A round of
 * that in which nothing happens (no call, no query, no timer, no change of the page) ends the
 * wait: an action that changes nothing asks nothing, and that is known rather than waited out.
 */

/** How much fake time a round runs the screen's timers for: more than any debounce or transition. */
const TIMERS_MS = 1_000;
/** Rounds in a row in which nothing happens before the screen counts as settled (a commit's
 * effects may run one task after it). */
const QUIET_ROUNDS = 2;
/** A screen that never stops changing (a timer that rearms itself) fails rather than loops. */
const MAX_ROUNDS = 500;
/** The most options of one select tried (a reference may offer dozens). */
const MAX_OPTIONS = 4;

/** Roles that administer a module: a route open only to them is an administration screen. */
const ADMIN_ROLES = new Set<string>([
  SYSTEM_ADMIN,
  ...Object.values(catalogue).flatMap((entry) => ('owner' in entry ? [entry.owner] : [])),
]);
/** What a screen's path parameters are filled with: a role, and the first seeded record. */
const PARAMS: Record<string, string> = { code: catalogue.benefits.owner, id: '1', idcampaign: '1' };

type Screen = ReturnType<typeof composeRoutes>[number];

/** Every administration screen of the manifests, with the module that declares it. */
export const adminScreens: { module: string; screen: Screen }[] = composeRoutes(modules)
  .filter((route) => route.roles?.length && route.roles.every((role) => ADMIN_ROLES.has(role)))
  .map((screen) => ({
    module: modules
      .filter((module) => module.routes.some((route) => route.path === screen.path))
      .map((module) => module.name)
      .join(' and '),
    screen,
  }));

/** The filters and autocompletes ask as soon as they change: no debounce to wait out. */
const theme: RaThemeOptions = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    // FilterForm hands its props to FilterLiveForm, whose `debounce` its type does not list.
    RaFilterForm: { defaultProps: { debounce: 0 } as object },
    RaAutocompleteInput: { defaultProps: { debounce: 0 } },
  },
};

interface Answered {
  method: string;
  url: string;
  status: number;
  database: 'sqlite' | 'postgres';
}

let t: TestApp;
/**
 * The same demo company on PostgreSQL when there is a server (TEST_DATABASE_URL): every call the
 * screens make is asked of it too, with its own admin's token, and must be answered 2xx as well.
 * The walk (rendering, most of its cost) runs once; each database checks every sort and filter.
 */
let mirror: TestApp | undefined;
let answered: Answered[] = [];
let inFlight = 0;
let queryClient: QueryClient;
/** Bumped by whatever the screen does that the walk can see: a call, a query, a change of the page. */
let activity = 0;
let wake: (() => void) | undefined;

function bump() {
  activity += 1;
  wake?.();
}

/** The next thing the screen does. */
const nextActivity = () =>
  new Promise<void>((resolve) => {
    wake = () => {
      wake = undefined;
      resolve();
    };
  });

/** One turn of the real event loop: React renders, the service answers. */
const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Something on the screen still loads: a spinner, a skeleton, or nothing rendered yet. */
const loading = (container: HTMLElement) =>
  !container.childElementCount ||
  container.querySelector('[role="progressbar"], .MuiSkeleton-root') !== null;

/**
 * A call or a query still waits for its answer, or a query the screen shows has yet to ask (its
 * observer fetches in an effect of the render that made it).
 */
const asking = () =>
  inFlight > 0 ||
  queryClient.isFetching() > 0 ||
  queryClient.isMutating() > 0 ||
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'pending' && query.isActive());

/**
 * Waits until the screen is done with what it was asked: every timer it set has run, every call
 * it made is answered, nothing loads, and QUIET_ROUNDS rounds pass in which nothing more happens.
 */
async function settled(container: HTMLElement) {
  let quiet = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const before = `${activity}/${vi.getTimerCount()}`;
    await vi.advanceTimersByTimeAsync(TIMERS_MS);
    await macrotask();
    if (asking() || loading(container)) {
      quiet = 0;
      // What it waits for is real (an answer, a chunk): nothing to do until it comes.
      if (`${activity}/${vi.getTimerCount()}` === before) await nextActivity();
      continue;
    }
    quiet = `${activity}/${vi.getTimerCount()}` === before ? quiet + 1 : 0;
    if (quiet === QUIET_ROUNDS) return;
  }
  throw new Error('the screen never settled');
}

async function renderScreen(path: string, route: Screen) {
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
  queryClient = new QueryClient();
  const unwatchQueries = queryClient.getQueryCache().subscribe(bump);
  const unwatchMutations = queryClient.getMutationCache().subscribe(bump);
  const container = document.body.appendChild(document.createElement('div'));
  const changes = new MutationObserver(bump);
  changes.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
  const root = createRoot(container);
  root.render(
    // A list's new sort or filter renders at once rather than as a transition React may slice
    // over many tasks: once a round sees nothing happen, nothing is left to render.
    <MemoryRouter initialEntries={[`${PORTAL_BASE}${path}`]} useTransitions={false}>
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
              queryClient={queryClient}
              theme={theme}
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
  await settled(container);
  return {
    container,
    unmount: async () => {
      root.unmount();
      container.remove();
      // A call the screen made before it closed is still answered, and checked.
      while (inFlight) await nextActivity();
      changes.disconnect();
      unwatchQueries();
      unwatchMutations();
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
  await settled(container);
  for (let index = 0; index < count; index += 1) {
    fireEvent.mouseDown(combobox);
    const option = openOptions()[index];
    // The option already chosen asks nothing.
    if (!option || option.getAttribute('aria-selected') === 'true') {
      fireEvent.keyDown(document.activeElement ?? combobox, { key: 'Escape' });
      await settled(container);
      continue;
    }
    fireEvent.click(option);
    await settled(container);
  }
}

/** Searches an autocomplete, then picks its first choice. */
async function searchAndPick(input: HTMLElement, container: HTMLElement) {
  fireEvent.change(input, { target: { value: 'a' } });
  await settled(container);
  fireEvent.mouseDown(input);
  const option = openOptions()[0];
  if (option) fireEvent.click(option);
  await settled(container);
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
  await settled(container);
}

/** Sets every filter the list shows: each option of its selects, a date, a text. */
async function setEveryFilter(container: HTMLElement) {
  await showEveryFilter(container);
  for (const filter of container.querySelectorAll<HTMLElement>('.RaFilterForm-filterFormInput')) {
    const select = filter.querySelector<HTMLElement>('div[role="combobox"]');
    const autocomplete = filter.querySelector<HTMLElement>('input[role="combobox"]');
    const date = filter.querySelector<HTMLInputElement>(`.${DAY_INPUT_CLASS} input`);
    const time = filter.querySelector<HTMLInputElement>(`.${TIME_INPUT_CLASS} input`);
    const text = filter.querySelector<HTMLInputElement>('input:not([type="hidden"])');
    if (select) await tryEachOption(select, container);
    else if (autocomplete) await searchAndPick(autocomplete, container);
    else if (date ?? time ?? text) {
      if (date) typeDay(date, calendarDay());
      else if (time) typeTime(time, '08:00');
      else fireEvent.change(text!, { target: { value: 'a' } });
      await settled(container);
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
    await settled(container);
  }
}

/** Sorts and filters the lists on the screen, then those of each of its other tabs. */
async function exerciseEveryList(container: HTMLElement) {
  const tabs = () => [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
  for (let index = 0; index === 0 || index < tabs().length; index += 1) {
    const tab = tabs()[index];
    if (tab && tab.getAttribute('aria-selected') !== 'true') {
      fireEvent.click(tab);
      await settled(container);
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

/** The demo data has no administrative write yet: one, so the audit trail has a row to filter. */
async function auditOneWrite(app: TestApp) {
  const [role] = (
    await app.call('admin', 'GET', '/Module/GetRolesByModule?moduleCode=BENEFITS')
  ).json<RoleSummary[]>();
  const renamed = await app.call('admin', 'PUT', '/Role/Update', {
    id: role!.id,
    name: `${role!.name} (auditado)`,
    active: true,
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
}

/**
 * The walk of one module's administration screens: a test app of its own, then each screen
 * rendered, sorted and filtered, every call it made answered 2xx.
 */
export function walkScreensOf(moduleName: string) {
  const screens = adminScreens
    .filter((entry) => entry.module === moduleName)
    .map((entry) => entry.screen);

  beforeAll(async () => {
    // The pages suspend (lazy chunks, module texts): React must schedule them as in a browser.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    t = await createTestApp();
    mirror = process.env.TEST_DATABASE_URL
      ? await createTestApp({ database: 'postgres' })
      : undefined;
    for (const app of mirror ? [t, mirror] : [t]) await auditOneWrite(app);
    // The portal's calls reach the service in-process.
    vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = (init.method ?? 'GET') as 'GET';
      const headers = Object.fromEntries(new Headers(init.headers));
      const payload = typeof init.body === 'string' ? { payload: init.body } : {};
      inFlight += 1;
      bump();
      try {
        const response = await t.app.inject({ method, url, headers, ...payload });
        answered.push({ method, url, status: response.statusCode, database: 'sqlite' });
        if (mirror) {
          const authorization = `Bearer ${await mirror.tokenOf('admin')}`;
          const mirrored = await mirror.app.inject({
            method,
            url,
            headers: headers.authorization ? { ...headers, authorization } : headers,
            ...payload,
          });
          answered.push({ method, url, status: mirrored.statusCode, database: 'postgres' });
        }
        return new Response(
          response.statusCode === 204 ? null : new Uint8Array(response.rawPayload),
          {
            status: response.statusCode,
            headers: response.headers as Record<string, string>,
          },
        );
      } finally {
        inFlight -= 1;
        bump();
      }
    });
    // The screens' timers (debounces, transitions, react-query's notices) run when the walk says;
    // the clock (Date) stays real, as the service's tokens need it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
  });
  afterAll(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await t?.close();
    await mirror?.close();
  });

  describe(`every administration screen of ${moduleName} asks only what the services accept`, () => {
    it.each(screens.map((route) => [route.path, route] as const))(
      '%s: its list, references, sorts and filters answer 2xx',
      async (_path, route) => {
        answered = [];
        const path = generatePath(route.path, PARAMS);
        const { container, unmount } = await renderScreen(path, route);
        try {
          await exerciseEveryList(container);
        } finally {
          await unmount();
        }
        expect(answered.filter((call) => call.status >= 300)).toEqual([]);
        // Every call was asked of each database (answers may arrive in another order).
        const on = (database: Answered['database']) =>
          answered
            .filter((call) => call.database === database)
            .map(({ method, url }) => `${method} ${url}`)
            .sort();
        if (mirror) expect(on('postgres')).toEqual(on('sqlite'));
      },
      60_000,
    );
  });
}
