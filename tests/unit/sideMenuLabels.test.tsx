import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PortalMenu } from '../../src/layout/PortalMenu';
import { signedInAs } from './helpers/authProvider';
import { spanish } from './helpers/portalMessages';

/** The whole menu, as an administrator sees it, with the sidebar open or collapsed to icons. */
async function renderMenu(sidebarOpen: boolean) {
  render(
    <MemoryRouter initialEntries={['/portal/Inicio']}>
      <AdminContext
        basename="/portal"
        authProvider={signedInAs(['System_Admin'])}
        i18nProvider={polyglotI18nProvider(() => spanish, 'es')}
        store={memoryStore({ 'sidebar.open': sidebarOpen })}
      >
        <PortalMenu />
      </AdminContext>
    </MemoryRouter>,
  );
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  await waitFor(() => expect(nav.querySelectorAll('[data-menu-entry]').length).toBeGreaterThan(15));
  for (const group of nav.querySelectorAll('[aria-expanded="false"]')) fireEvent.click(group);
  return nav;
}

/** Whether a label is cut to one line with an ellipsis rather than wrapped. */
const cut = (label: Element) => {
  const style = getComputedStyle(label);
  return style.whiteSpace === 'nowrap' || style.textOverflow === 'ellipsis';
};

describe('the side menu’s labels', () => {
  it('wrap, never cut, in the open sidebar and the phone drawer', async () => {
    const nav = await renderMenu(true);
    const labels = [...nav.querySelectorAll('[data-menu-entry] .MuiTypography-root')];
    expect(labels.length).toBeGreaterThan(90);
    const truncated = labels.filter(cut).map((label) => label.textContent);
    expect(truncated).toEqual([]);
  });

  it('keep one line when the sidebar is collapsed to its icons', async () => {
    const nav = await renderMenu(false);
    const labels = [...nav.querySelectorAll('[data-menu-entry] .MuiTypography-root')];
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every(cut)).toBe(true);
  });
});
