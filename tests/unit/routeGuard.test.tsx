import { render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteGuard } from '../../src/routes';

const authProvider = (roles: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => roles,
});

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
