import { screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { BenefitsHomePage } from '../../../src/modules/benefits/BenefitsHomePage';
import { signedInAs } from '../helpers/authProvider';
import { renderPageAt } from '../helpers/renderPage';

const settings = {
  id: 1,
  title: 'settings',
  header: '<h2>Beneficios para colaboradores</h2><p>Descuentos en todo el país.</p>',
  reminder: '<p>Recuerde presentar su carné.</p>'.repeat(20),
  logo: '/files/logo.png',
  badge: '/files/badge.png',
  footer: null,
};

const dataProvider = {
  getOne: async () => ({ data: settings }),
  getList: async () => ({ data: [], total: 0 }),
} as unknown as DataProvider;

describe('the Benefits home header', () => {
  it('comes after the search, so a long header never pushes the search off a phone’s screen', async () => {
    renderPageAt('/Benefits/Home', '/Benefits/Home', <BenefitsHomePage />, {
      dataProvider,
      authProvider: signedInAs([]),
    });
    const heading = await screen.findByRole('heading', { name: 'Beneficios para colaboradores' });
    const search = screen.getByRole('search', { name: 'Buscar beneficios' });
    expect(search.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo de beneficios' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Insignia de beneficios' })).toBeVisible();
  });
});
