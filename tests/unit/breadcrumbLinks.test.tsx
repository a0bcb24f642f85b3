import { screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/i18n';
import { Breadcrumbs } from '../../src/layout/Breadcrumbs';
import { breadcrumbsFor, routeSpelling } from '../../src/layout/breadcrumbs';
import { modules } from '../../src/modules';
import { routes } from '../../src/routes';
import { renderPageAt } from './helpers/renderPage';
import { signedInAs } from './helpers/authProvider';

const authProvider = signedInAs([]);

describe('the breadcrumbs of a record’s form', () => {
  it('never lead to an empty form to create one', async () => {
    renderPageAt('/newsletters/form/5', '*', <Breadcrumbs />, {
      dataProvider: {} as DataProvider,
      authProvider,
    });
    const trail = await screen.findByRole('navigation');
    const links = [...trail.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/Inicio');
    expect(links).not.toContain('/newsletters/form');
  });

  it('do not link the add-user form’s «form» as if it were a role', async () => {
    renderPageAt('/permissions/users/form/BENEFITS_USER', '*', <Breadcrumbs />, {
      dataProvider: {} as DataProvider,
      authProvider,
    });
    const trail = await screen.findByRole('navigation');
    const links = [...trail.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).not.toContain('/permissions/users/form');
  });
});

describe('the breadcrumbs’ names', () => {
  it('name the page the route guard sends a refused user to, not its raw segment', async () => {
    renderPageAt('/inicio', '*', <Breadcrumbs />, {
      dataProvider: {} as DataProvider,
      authProvider,
    });
    const trail = await screen.findByRole('navigation');
    expect(within(trail).getByText('Inicio')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).queryByText('inicio')).toBeNull();
  });

  it('name every page segment of the route table, in any case, in Spanish and English', async () => {
    const spelledAsRoute = routeSpelling(routes.map((route) => route.path));
    const segments = routes
      .flatMap((route) => breadcrumbsFor(route.path))
      .filter((crumb) => !crumb.isId && !crumb.segment.startsWith(':') && crumb.segment !== '*')
      .flatMap(({ segment }) => [segment, segment.toLowerCase()]);
    for (const language of ['es', 'en'] as const) {
      const names = (await catalogue(language, modules)).routes as Record<string, unknown>;
      const unnamed = segments.filter((segment) => !names[spelledAsRoute(segment)]);
      expect([...new Set(unnamed)], language).toEqual([]);
    }
  });
});
