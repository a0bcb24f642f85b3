import { screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../../src/layout/Breadcrumbs';
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
