import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, crumbLabelKey, isFormSegment } from '../../src/layout/breadcrumbs';
import { menu } from '../../src/layout/menu';
import { matches, searchMenu } from '../../src/layout/search';

describe('breadcrumbs from paths', () => {
  it('gives each segment with the path up to it and marks ids', () => {
    expect(breadcrumbsFor('/Ventas/CompraDetalle/12')).toEqual([
      { to: '/Ventas', segment: 'Ventas', isId: false },
      { to: '/Ventas/CompraDetalle', segment: 'CompraDetalle', isId: false },
      { to: '/Ventas/CompraDetalle/12', segment: '12', isId: true },
    ]);
  });

  it('ignores empty segments and decodes them', () => {
    expect(breadcrumbsFor('/')).toEqual([]);
    expect(breadcrumbsFor('//Inicio/')).toEqual([
      { to: '/Inicio', segment: 'Inicio', isId: false },
    ]);
    expect(breadcrumbsFor('/a%20b').at(0)?.segment).toBe('a b');
  });

  it('treats uuids as ids and contract names as pages', () => {
    expect(breadcrumbsFor('/x/3f2c1b4e-8d9a-4f6b-9c2d-1a2b3c4d5e6f').at(1)?.isId).toBe(true);
    expect(breadcrumbsFor('/growth-opportunities').at(0)?.isId).toBe(false);
    expect(crumbLabelKey('CompraDetalle')).toBe('routes.CompraDetalle');
  });
});

describe('form segments, never a way back', () => {
  it('knows a form by its segment, not a page that only contains the letters', () => {
    for (const segment of ['form', 'NewsForm', 'CalendarForm', 'FormAdminCampaign', 'MenuForm'])
      expect(isFormSegment(segment), segment).toBe(true);
    for (const segment of ['Informes', 'Inicio', 'users', 'Campaign'])
      expect(isFormSegment(segment), segment).toBe(false);
  });
});

describe('global search over the menu', () => {
  const translate = (key: string) =>
    ({ 'menu.configuration': 'Configuración', 'menu.lss': 'LSS' })[key] ?? key;

  it('matches without case or accents', () => {
    expect(matches('Configuración', 'configuracion')).toBe(true);
    expect(matches('Configuración', 'CONFIG')).toBe(true);
    expect(matches('Configuración', 'planilla')).toBe(false);
  });

  it("finds only entries the user may open, by their label or their group's", () => {
    expect(
      searchMenu('config', { roles: ['System_Admin'], translate }, menu).map((r) => r.to),
    ).toEqual([
      '/permissions/module',
      '/permissions/audit',
      '/permissions/reads',
      '/permissions/jobs',
      '/ConfigurationMessages',
    ]);
    expect(searchMenu('config', { roles: ['System_Admin'], translate }, menu)[0]).toMatchObject({
      label: 'menu.permissionsModules',
      detail: 'Configuración',
    });
    expect(searchMenu('config', { roles: ['LSS_User'], translate }, menu)).toEqual([]);
  });
});
