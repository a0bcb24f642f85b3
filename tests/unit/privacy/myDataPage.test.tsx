import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { DataExportRecord } from '../../../dataProviders/privacy';
import { MyDataPage } from '../../../src/privacy/MyDataPage';
import { signedInAs } from '../helpers/authProvider';
import { renderPageAt } from '../helpers/renderPage';

const none: DataExportRecord = {
  id: 'mine',
  status: 'none',
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  size: null,
  downloadUrl: '/api/main/api/privacy/export/download',
};
const ready: DataExportRecord = {
  ...none,
  status: 'ready',
  requestedAt: '2026-11-20T15:00:00.000Z',
  readyAt: '2026-11-20T15:00:05.000Z',
  expiresAt: '2026-11-27T15:00:05.000Z',
  size: 2048,
};

function fakeProvider(state: DataExportRecord) {
  return {
    getOne: vi.fn(async () => ({ data: state })),
    create: vi.fn(async () => ({ data: { ...state, status: 'preparing' } })),
    download: vi.fn(async () => ({ blob: new Blob(['zip']), name: 'mis-datos.zip' })),
  } as unknown as DataProvider & {
    create: ReturnType<typeof vi.fn>;
    download: ReturnType<typeof vi.fn>;
  };
}

const open = (dataProvider: DataProvider) =>
  renderPageAt('/MisDatos', '/MisDatos', <MyDataPage />, {
    dataProvider,
    authProvider: signedInAs([]),
  });

describe('/MisDatos', () => {
  it('asks for a download when there is none', async () => {
    const provider = fakeProvider(none);
    open(provider);
    expect(await screen.findByText('Todavía no ha pedido una descarga.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pedir mis datos' }));
    await waitFor(() =>
      expect(provider.create).toHaveBeenCalledWith('my-data-export', expect.anything()),
    );
  });

  it('saves the ZIP while it is ready, and says until when', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    const provider = fakeProvider(ready);
    open(provider);
    expect(await screen.findByText(/^Su descarga está lista hasta el .+\.$/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar el ZIP' }));
    await waitFor(() => expect(provider.download).toHaveBeenCalledWith(ready.downloadUrl));
    expect(screen.getByRole('button', { name: 'Pedir una descarga nueva' })).toBeInTheDocument();
  });
});
