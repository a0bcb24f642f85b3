import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { LobForm } from '../../../resources/extracurricular/extracurricular-lobs/LobScreens';
import { renderPageAt } from '../helpers/renderPage';
import { signedInAs } from '../helpers/authProvider';

const authProvider = signedInAs([], { id: '100001', fullName: 'Elena' });
describe('the line of business form', () => {
  it('saves the LOB with its cost centres, the signed-in administrator stamped as its editor', async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { ...data, id: 9 },
    }));
    const provider = {
      getList: async () => ({ data: [{ id: 1, name: 'Banca' }], total: 1 }),
      getMany: async () => ({ data: [{ id: 1, name: 'Banca' }] }),
      create,
    } as unknown as DataProvider;
    renderPageAt('/x', '/x', <LobForm />, { dataProvider: provider, authProvider });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Cuenta/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Banca' }));
    fireEvent.change(screen.getAllByRole('textbox', { name: /^Nombre/ })[0]!, {
      target: { value: 'Línea uno' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() =>
      expect(screen.getAllByRole('textbox', { name: /^Nombre/ })).toHaveLength(2),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Código/ }), {
      target: { value: 'E2E-1' },
    });
    fireEvent.change(screen.getAllByRole('textbox', { name: /^Nombre/ })[1]!, {
      target: { value: 'Centro' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[1]).toEqual({
      data: {
        accountId: 1,
        name: 'Línea uno',
        active: true,
        costCenters: [{ code: 'E2E-1', name: 'Centro' }],
        modified_By: '100001',
      },
    });
  });
});
