import { fireEvent, render, screen } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  memoryStore,
  useCreatePath,
  useGetRecordRepresentation,
  useGetResourceLabel,
  useResourceDefinition,
} from 'react-admin';
import type { ReactNode } from 'react';
import { Link, matchRoutes, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../contracts/runtimeConfig';
import type { HttpClient } from '../../dataProviders/http';
import { modules } from '../../src/modules';
import { resourceElements, resources, specPathOf } from '../../src/resourceRoutes';
import { routes } from '../../src/routes';
import { signedInAs } from './helpers/authProvider';
import { english, spanish } from './helpers/portalMessages';

/**
 * Folders of resources/<module>/ (each named like the resource its screens serve) whose screens
 * serve another name, or no entity.
 */
const FOLDER_EXCEPTIONS: Record<string, string | null> = {
  // The campaigns' adapter is the legacy contract's list: its name says so.
  'appointments/health-campaigns': 'health-campaign-list',
  // Reports over the course groups: a page, not an entity.
  'extracurricular/extracurricular-reports': null,
};

/**
 * A resource's address that a SPEC path outranks (decision 0336): the employees' pages of a news
 * item and a kudos (`/News/:id`, `/Kudos/:id`) take `/news/7` and `/news/create`.
 */
const SHADOWED = ['/news/create', '/news/7', '/kudos/create', '/kudos/7'];

const declared = new Set(resources.map((resource) => resource.name));

describe('every administered entity is a <Resource>', () => {
  it('has one for every folder of admin screens', () => {
    const root = join(process.cwd(), 'resources');
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
      .flatMap((module) =>
        readdirSync(join(root, module.name), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
          .map((entry) => `${module.name}/${entry.name}`),
      );
    expect(folders.length).toBeGreaterThan(50);
    const missing = folders
      .map((folder) =>
        folder in FOLDER_EXCEPTIONS ? FOLDER_EXCEPTIONS[folder] : folder.split('/')[1],
      )
      .filter((name): name is string => !!name && !declared.has(name));
    expect(missing).toEqual([]);
  });

  it('names resources the data provider routes', () => {
    const routed = new Set(
      modules.flatMap((module) => [
        ...(module.restResources ?? []),
        ...Object.keys(
          module.adapters?.(
            {} as RuntimeConfig['services'],
            {} as HttpClient,
            { payroll: '', certificates: '' },
            async () => '',
          ) ?? {},
        ),
      ]),
    );
    expect([...declared].filter((name) => !routed.has(name))).toEqual([]);
  });

  it('leads only to SPEC paths, and is named in both languages', () => {
    const specPaths = new Set(routes.map((route) => route.path));
    const lookUp = (messages: object, key: string) =>
      key
        .split('.')
        .reduce<unknown>((value, part) => (value as Record<string, unknown>)?.[part], messages);
    for (const { name, label, list, create, edit, show } of resources) {
      for (const path of [list, create, edit, show]) {
        if (path) expect(specPaths, `${name}: ${path}`).toContain(path.split('?')[0]);
      }
      expect(typeof lookUp(spanish, label), `${name}: ${label}`).toBe('string');
      expect(typeof lookUp(english, label), `${name}: ${label}`).toBe('string');
    }
  });
});

/** The composed table as the layout's <Routes> holds it: the SPEC paths, then each resource's. */
const table = [
  ...routes.map((route) => ({ path: route.path, id: `spec:${route.path}` })),
  ...resources.map(({ name }) => ({ path: `${name}/*`, id: `resource:${name}` })),
];
const winner = (path: string) => matchRoutes(table, path)?.at(-1)?.route.id;

describe('resource routes and SPEC paths in one table', () => {
  it('never shadow a SPEC path, whatever its case', () => {
    for (const { path } of routes) {
      const sample = specPathOf(path, '7').replace(/:[A-Za-z_]+/g, '7');
      for (const typed of [sample, sample.toLowerCase(), sample.toUpperCase()]) {
        expect(winner(typed), typed).toMatch(/^spec:/);
      }
    }
  });

  it("keep each resource's own addresses but the documented ones", () => {
    const shadowed = resources.flatMap(({ name, list, create, edit, show }) =>
      [
        list && `/${name}`,
        create && `/${name}/create`,
        edit && `/${name}/7`,
        show && `/${name}/7/show`,
      ].filter((address): address is string => !!address && winner(address) !== `resource:${name}`),
    );
    expect(shadowed).toEqual(SHADOWED);
  });
});

function Landed() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

function Definitions() {
  const benefits = useResourceDefinition({ resource: 'benefits' });
  const orderName = useGetRecordRepresentation('sales-orders');
  const labelOf = useGetResourceLabel();
  const createPath = useCreatePath();
  return (
    <>
      <p>label {benefits.options?.label}</p>
      <p>
        has{' '}
        {['hasList', 'hasCreate', 'hasEdit', 'hasShow']
          .filter((key) => benefits[key as 'hasList'])
          .join(' ')}
      </p>
      <p>order {orderName({ id: 12, employee: { fullName: 'Ana Mora' } })}</p>
      <p>locations {labelOf('benefit-locations', 2)}</p>
      <Link to={createPath({ resource: 'sales-items', type: 'edit', id: 4 })}>item 4</Link>
    </>
  );
}

const Layout = ({ children }: { children: ReactNode }) => <>{children}</>;

/** The composition root's routing: the resources and, at each SPEC path, a page saying where. */
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/portal/*"
          element={
            <AdminContext
              basename="/portal"
              authProvider={signedInAs(['System_Admin'])}
              i18nProvider={polyglotI18nProvider(() => spanish, 'es')}
              store={memoryStore()}
            >
              <CoreAdminUI layout={Layout} loginPage={false} disableTelemetry>
                {resourceElements()}
                <CustomRoutes noLayout>
                  <Route path="/session/404" element={<Landed />} />
                </CustomRoutes>
                <CustomRoutes>
                  <Route path="/definitions" element={<Definitions />} />
                  {routes.map((route) => (
                    <Route key={route.path} path={route.path} element={<Landed />} />
                  ))}
                </CustomRoutes>
              </CoreAdminUI>
            </AdminContext>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a resource address', () => {
  it.each([
    ['/portal/benefits', '/portal/Benefits/AdminFormBenefits'],
    ['/portal/benefits/create', '/portal/Benefits/FormAdminBenefits'],
    ['/portal/benefits/7', '/portal/Benefits/FormAdminBenefits/7'],
    ['/portal/benefits/7/show', '/portal/Benefits/AdminFormBenefitsDetails/7'],
    ['/portal/Benefits/Home', '/portal/Benefits/Home'],
    ['/portal/newsletters', '/portal/newsletters/list'],
    ['/portal/newsletters/3', '/portal/newsletters/form/3'],
    ['/portal/newsletters/list', '/portal/newsletters/list'],
    ['/portal/Newsletters/List', '/portal/Newsletters/List'],
    ['/portal/news/7', '/portal/news/7'],
    ['/portal/sales-campaigns?filter=%7B%7D', '/portal/Ventas/Campaign?filter=%7B%7D'],
    ['/portal/roles/Benefits_Owner', '/portal/permissions/roles/Benefits_Owner'],
    ['/portal/reimbursement-approvals/5/show', '/portal/ReembolsoEducativo/Detalle?id=5'],
    ['/portal/benefit-page-settings/1', '/portal/Benefits/Configuration'],
    [
      '/portal/extracurricular-admins/create',
      '/portal/ExtracurricularCourses/Administradores/form',
    ],
    ['/portal/benefits/7/extra', '/portal/session/404'],
    // A mistyped SPEC path that only matches a resource's address regardless of case.
    ['/portal/Benefits/xyz', '/portal/session/404'],
    ['/portal/Newsletters/3', '/portal/session/404'],
    ['/portal/benefit-locations', '/portal/session/404'],
  ])('%s lands on %s', async (from, to) => {
    renderAt(from);
    expect(await screen.findByText(`at ${to}`)).toBeInTheDocument();
  });

  it("is what react-admin's definitions and links are built on", async () => {
    renderAt('/portal/definitions');
    expect(await screen.findByText('label benefits.admin.benefits')).toBeInTheDocument();
    expect(screen.getByText('has hasList hasCreate hasEdit hasShow')).toBeInTheDocument();
    expect(screen.getByText('order 12 · Ana Mora')).toBeInTheDocument();
    expect(screen.getByText('locations Ubicaciones')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'item 4' }));
    expect(await screen.findByText('at /portal/Ventas/FormAdminInventario/4')).toBeInTheDocument();
  });
});
