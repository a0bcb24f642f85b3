import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { raSpanishMessages } from '../../src/i18n/raSpanish';
import { RefusedPageNotice } from '../../src/layout/RefusedPageNotice';
import { modules } from '../../src/modules';
import { RouteGuard } from '../../src/routes';
import { signedInAs } from './helpers/authProvider';

const authProvider = (roles: string[]) => signedInAs(roles);

function Landing() {
  const location = useLocation();
  return <p>landed, from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderAt(path: string, roles: string[]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authProvider(roles)}>
        <Routes>
          <Route
            path="/portal/Ventas/Campaign"
            element={
              <RouteGuard roles={['System_Admin', 'AssetsSale_Owner']}>
                <p>campaigns</p>
              </RouteGuard>
            }
          />
          <Route path="/portal/inicio" element={<Landing />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('RouteGuard', () => {
  it('lets a holder of one of the roles in', async () => {
    renderAt('/portal/Ventas/Campaign', ['AssetsSale_Owner']);
    expect(await screen.findByText('campaigns')).toBeInTheDocument();
  });

  it('sends anyone else to /inicio keeping the original URL', async () => {
    renderAt('/portal/Ventas/Campaign?page=2', ['AssetsSale_User']);
    expect(
      await screen.findByText('landed, from /portal/Ventas/Campaign?page=2'),
    ).toBeInTheDocument();
    expect(screen.queryByText('campaigns')).not.toBeInTheDocument();
  });
});

/** A page open to deciders beyond its roles, for a reader whom the approvals' count answers `decides`. */
function renderForDecider(decides: boolean) {
  const dataProvider = {
    pendingCount: async () => ({ data: { pending: decides ? 1 : 0, decides } }),
  } as unknown as DataProvider;
  return render(
    <MemoryRouter initialEntries={['/portal/PersonalDays/Aprobaciones/7']}>
      <AdminContext authProvider={authProvider([])} dataProvider={dataProvider}>
        <Routes>
          <Route
            path="/portal/PersonalDays/Aprobaciones/:id"
            element={
              <RouteGuard roles={['PD_User']} alsoForDeciders>
                <p>the request</p>
              </RouteGuard>
            }
          />
          <Route path="/portal/inicio" element={<Landing />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('RouteGuard alsoForDeciders', () => {
  it('lets in a substitute without the role who decides something right now', async () => {
    renderForDecider(true);
    expect(await screen.findByText('the request')).toBeInTheDocument();
  });

  it('sends home whoever has neither the role nor anything to decide', async () => {
    renderForDecider(false);
    expect(
      await screen.findByText('landed, from /portal/PersonalDays/Aprobaciones/7'),
    ).toBeInTheDocument();
    expect(screen.queryByText('the request')).not.toBeInTheDocument();
  });
});

/** The shell's texts with the modules' menu labels, as the portal's first catalogue has them. */
const withMenuLabels = <T extends { menu: object }>(shell: T, locale: 'es' | 'en'): T => ({
  ...shell,
  menu: Object.assign({}, shell.menu, ...modules.map((module) => module.messages?.menu?.[locale])),
});
const shellI18n = (locale: 'es' | 'en') =>
  polyglotI18nProvider(
    (l) =>
      l === 'en'
        ? withMenuLabels({ ...englishMessages, ...en }, 'en')
        : withMenuLabels({ ...raSpanishMessages, ...es }, 'es'),
    locale,
  );

function StateOfHistory() {
  const location = useLocation();
  return <p>state: {JSON.stringify(location.state)}</p>;
}

/** The portal's way: react-admin under /portal, the notice in the layout of every page. */
function renderInPortal(path: string, roles: string[], locale: 'es' | 'en' = 'es') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        basename="/portal"
        authProvider={authProvider(roles)}
        i18nProvider={shellI18n(locale)}
        store={memoryStore()}
      >
        <RefusedPageNotice />
        <Routes>
          {['/portal/permissions/module', '/portal/Benefits/Configuration'].map((guarded) => (
            <Route
              key={guarded}
              path={guarded}
              element={
                <RouteGuard roles={['System_Admin']}>
                  <p>admin screen</p>
                </RouteGuard>
              }
            />
          ))}
          <Route
            path="/portal/inicio"
            element={
              <>
                <StateOfHistory />
                <Link to="/portal/Benefits/Home">benefits</Link>
              </>
            }
          />
          <Route path="/portal/Benefits/Home" element={<Link to="/portal/inicio">home</Link>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the notice where the guard sends the user', () => {
  it('names the refused page by its menu label, focused, as an alert', async () => {
    renderInPortal('/portal/permissions/module?tab=roles', []);
    const notice = await screen.findByRole('alert');
    // The label comes with the menu's texts, and focus follows the notice's render: both may lag.
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        'No tiene acceso a «Módulos y roles», por eso se le trajo a la página de inicio.',
      ),
    );
    expect(notice).not.toHaveTextContent('tab=roles');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.queryByText('admin screen')).toBeNull();
  });

  it('drops the state that carried it, so a reload does not say it again', async () => {
    renderInPortal('/portal/permissions/module', []);
    await screen.findByRole('alert');
    expect(await screen.findByText('state: null')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeVisible();
  });

  it('goes when the user goes elsewhere, and does not come back with them', async () => {
    renderInPortal('/portal/permissions/module', []);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('link', { name: 'benefits' }));
    fireEvent.click(await screen.findByRole('link', { name: 'home' }));
    expect(await screen.findByRole('link', { name: 'benefits' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be closed', async () => {
    renderInPortal('/portal/permissions/module', []);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a page without a menu entry by its path, in the language in use', async () => {
    renderInPortal('/portal/Benefits/Configuration', [], 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have access to “/Benefits/Configuration”, so you were brought to the home page.',
    );
  });

  it('says nothing to a user who may open the page', async () => {
    renderInPortal('/portal/permissions/module', ['System_Admin']);
    expect(await screen.findByText('admin screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
