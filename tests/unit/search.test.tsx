import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/db/seed/demoAccounts';
import { createDataProvider } from '../../dataProviders';
import type { RuntimeConfig } from '../../contracts/runtimeConfig';
import { menu } from '../../src/layout/menu';
import {
  allowedSources,
  type ComposedSearchSource,
  composeSearchSources,
  resultOf,
} from '../../src/layout/search';
import SearchAutocomplete from '../../src/layout/SearchAutocomplete';
import { HITS_PER_SOURCE } from '../../src/layout/useRecordSearch';
import { modules } from '../../src/modules';
import type { PortalModule } from '../../src/modules/module';
import { fakeMainApi, MAIN_API } from './helpers/fakeMainApi';
import { english, spanish } from './helpers/portalMessages';
import { signedInAs } from './helpers/authProvider';

const services = {
  main: MAIN_API,
  tools: 'http://portal.test/api/tools',
  growth: `${MAIN_API}/growth`,
} as RuntimeConfig['services'];
const rolesOf = (username: string): string[] => [
  ...(demoAccounts.find((account) => account.username === username)?.roles ?? []),
];

const person = (n: number) => ({
  id: n,
  badge: String(200000 + n),
  username: `persona.${n}`,
  fullName: `Esteban Persona ${n}`,
  email: `persona.${n}@portal.example.com`,
});
const author = { badge: '100002', fullName: 'Esteban Vargas Rojas' };

/** What each list endpoint answers to any text: enough rows to see the limit per kind. */
function answerOf(url: URL): unknown[] {
  const path = url.pathname.replace(new URL(MAIN_API).pathname, '');
  if (path === '/user') return Array.from({ length: 20 }, (_, i) => person(i + 1));
  if (path === '/Benefits') {
    return [{ id: 7, name: 'Gimnasio Esteban', categoryName: 'Salud', active: true }];
  }
  if (path === '/HomeMessage' && url.searchParams.get('type') === 'news') {
    return [{ id: 3, type: 'news', title: 'Esteban gana el premio', author, recipients: [] }];
  }
  if (path === '/HomeMessage') {
    return [
      {
        id: 4,
        type: 'kudos',
        title: null,
        message: 'Gracias, Esteban',
        author,
        recipients: [{ badge: '200001', fullName: 'Ana Mora' }],
      },
    ];
  }
  if (path === '/Newsletter/GetCurrentNewsletters') {
    return [{ id: 9, title: 'Boletín de Esteban', summary: 'Resumen' }];
  }
  if (path.startsWith('/Campaign')) {
    return [{ id: 5, name: 'Campaña Esteban', description: 'Sillas', buildings: [] }];
  }
  return [];
}

/** Requests wait here while a test holds `gate` closed. */
let gate: Promise<void> = Promise.resolve();
/** Every endpoint answers nothing while set. */
let empty = false;

const api = fakeMainApi({
  respond: async (request) => {
    await gate;
    const rows = empty ? [] : answerOf(new URL(request.url));
    // The portal's own resources (ra-data-simple-rest) say their total in Content-Range.
    return HttpResponse.json(rows, {
      headers: { 'Content-Range': `rows 0-${rows.length}/${rows.length}` },
    });
  },
});

const authProvider = (roles: string[]) => signedInAs(roles);

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

const sources = composeSearchSources(modules, async () => undefined);

function renderSearch(username: string, list: readonly ComposedSearchSource[] = sources) {
  const i18nProvider = polyglotI18nProvider(() => spanish, 'es');
  render(
    <MemoryRouter initialEntries={['/portal/Inicio']}>
      <AdminContext
        dataProvider={createDataProvider(modules, services, api.http)}
        authProvider={authProvider(rolesOf(username))}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        basename="/portal"
      >
        <SearchAutocomplete initialQuery="" menu={menu} sources={list} />
        <Location />
      </AdminContext>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Buscar' });
}

/** The list's groups: each heading with its options' first lines. */
async function groups() {
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('group')
    .map((group) => ({
      heading: group.getAttribute('aria-labelledby')
        ? document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent
        : null,
      options: within(group)
        .getAllByRole('option')
        .map((option) => option.querySelector('p')?.textContent),
    }));
}

/** The paths of the list calls made, without their query. */
const calledPaths = () => api.sent.map((request) => request.url.split('?')[0]);

describe('the search sources of the modules', () => {
  it('are composed in module order, and each module registers its own', () => {
    expect(sources.map((source) => source.id)).toEqual([
      'people',
      'news',
      'kudos',
      'newsletters',
      'benefits',
      'campaigns',
      'campaignAdmin',
      'referrals',
      'openings',
      'reimbursements',
      'certificates',
      'scheduleRequests',
      'appointmentRequests',
      'courseGroups',
      'transportRequests',
      'transportRoutes',
    ]);
  });

  it('are each headed by a text of its module, the resource’s plural name where it has none', () => {
    const headings = (messages: typeof spanish, locale: string) => {
      const { translate } = polyglotI18nProvider(() => messages, locale);
      return Object.fromEntries(
        sources.map((source) => [
          source.id,
          translate(resultOf(source, { id: 1, label: '', to: '/' }).group, { smart_count: 2 }),
        ]),
      );
    };
    expect(headings(spanish, 'es')).toMatchObject({
      news: 'Noticias',
      newsletters: 'Boletines',
      scheduleRequests: 'Solicitudes de cambio de horario',
      transportRoutes: 'Rutas de transporte',
      certificates: 'Constancias emitidas',
    });
    expect(headings(english, 'en')).toMatchObject({
      news: 'News',
      reimbursements: 'Reimbursement requests',
      transportRequests: 'Transportation requests',
      openings: 'Internal openings',
    });
    // A key missing from a catalogue would come back as itself.
    for (const heading of [
      ...Object.values(headings(spanish, 'es')),
      ...Object.values(headings(english, 'en')),
    ])
      expect(heading).not.toMatch(/^(search|resources)\./);
  });

  it('refuse a source id declared twice', () => {
    const twice: PortalModule = {
      name: 'twice',
      routes: [],
      search: [{ id: 'news', resource: 'news', find: async () => [] }],
    };
    expect(() => composeSearchSources([...modules, twice], async () => undefined)).toThrow(
      'The search source news is declared twice',
    );
  });

  it('are asked only when the user’s roles allow their endpoint', () => {
    const ids = (username: string) =>
      allowedSources(sources, rolesOf(username)).map((source) => source.id);
    // Growth has no user role: its openings are every employee's.
    expect(ids('newhire')).toEqual(['people', 'news', 'kudos', 'openings']);
    expect(ids('employee')).toEqual([
      'people',
      'news',
      'kudos',
      'newsletters',
      'benefits',
      'campaigns',
      'openings',
    ]);
    expect(ids('sales.owner')).toEqual([
      'people',
      'news',
      'kudos',
      'campaigns',
      'campaignAdmin',
      'openings',
    ]);
    expect(ids('raft.owner')).toEqual(['people', 'news', 'kudos', 'referrals', 'openings']);
    expect(ids('admin')).toEqual(sources.map((source) => source.id));
  });
});

describe('the top bar’s search', () => {
  it('asks each allowed source once typing pauses, and groups at most five records a kind', async () => {
    const user = userEvent.setup();
    const search = renderSearch('employee');
    await user.type(search, 'esteban');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('resultados'));
    expect(await groups()).toEqual([
      {
        heading: 'Personas',
        options: Array.from({ length: HITS_PER_SOURCE }, (_, i) => `Esteban Persona ${i + 1}`),
      },
      { heading: 'Noticias', options: ['Esteban gana el premio'] },
      { heading: 'Kudos', options: ['Esteban Vargas Rojas → Ana Mora'] },
      { heading: 'Boletines', options: ['Boletín de Esteban'] },
      { heading: 'Beneficios', options: ['Gimnasio Esteban'] },
      { heading: 'Campañas', options: ['Campaña Esteban'] },
    ]);
    // One request per source, with the whole text, and none to an owners' endpoint.
    expect(calledPaths().sort()).toEqual([
      '/Benefits',
      '/Campaign/Active',
      '/HomeMessage',
      '/HomeMessage',
      '/Newsletter/GetCurrentNewsletters',
      '/growth/api/Opening/GetActiveOpenings',
      '/user',
    ]);
    expect(api.sent.map((request) => request.url)).toEqual(
      expect.arrayContaining([
        '/user?criteria=esteban',
        '/Campaign/Active?q=esteban',
        expect.stringMatching(/^\/HomeMessage\?type=news&q=esteban/),
        expect.stringMatching(/^\/HomeMessage\?type=kudos&q=esteban/),
        expect.stringMatching(/^\/Newsletter\/GetCurrentNewsletters\?.*q=esteban/),
        expect.stringMatching(/^\/Benefits\?.*q=esteban/),
      ]),
    );
  });

  it('puts the pages first, and the owners’ sources after the others', async () => {
    const user = userEvent.setup();
    const search = renderSearch('admin');
    await user.type(search, 'campaña');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('resultados'));
    const found = await groups();
    expect(found[0]).toEqual({
      heading: 'Páginas',
      options: ['Administración Campaña', 'Campañas de salud'],
    });
    expect(found.slice(-2).map((group) => group.heading)).toEqual([
      'Campañas',
      'Campañas (administración)',
    ]);
    expect(calledPaths()).toContain('/Campaign');
  });

  it('opens a result with the keyboard and closes with Escape', async () => {
    const user = userEvent.setup();
    const search = renderSearch('employee');
    await user.type(search, 'esteban');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('resultados'));
    await user.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-expanded', 'true');
    const active = () => document.getElementById(search.getAttribute('aria-activedescendant')!);
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Esteban Persona 1');
    // Past the other people to the news item, the first of the next group.
    for (let step = 0; step < HITS_PER_SOURCE; step++) await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Esteban gana el premio');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/News/3');
    expect(search).toHaveValue('');
  });

  it('opens a person in the kudos form addressed to them', async () => {
    const user = userEvent.setup();
    const search = renderSearch('newhire');
    await user.type(search, 'persona');
    await user.click(await screen.findByRole('option', { name: /Esteban Persona 2/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/Kudos/Form?to=200002');
  });

  it('says it is searching until the sources answer, then that nothing was found', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    empty = true;
    try {
      const user = userEvent.setup();
      const search = renderSearch('employee');
      await user.type(search, 'zzz');
      expect(await screen.findByText('Buscando…', { selector: '.MuiAutocomplete-loading' }));
      expect(screen.getByRole('status')).toHaveTextContent('Buscando…');
      open();
      expect(
        await screen.findByText('Sin resultados', { selector: '.MuiAutocomplete-noOptions' }),
      ).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('Sin resultados');
      // A text too short for records asks the sources nothing.
      const asked = api.sent.length;
      await user.clear(search);
      await user.type(search, 'z');
      expect(
        await screen.findByText('Sin resultados', { selector: '.MuiAutocomplete-noOptions' }),
      ).toBeVisible();
      expect(api.sent).toHaveLength(asked);
    } finally {
      gate = Promise.resolve();
      empty = false;
    }
  });
});
