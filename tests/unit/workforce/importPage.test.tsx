import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ImportColumns, ImportResult } from '../../../contracts/workforce/import';
import { EmployeeImportPage } from '../../../src/modules/workforce/EmployeeImportPage';
import { signedInAs } from '../helpers/authProvider';
import { renderPageAt } from '../helpers/renderPage';

const columns: ImportColumns = {
  encoding: 'windows-1252',
  delimiter: ';',
  rows: 2,
  columns: [
    { header: 'Gafete', field: 'badge' },
    { header: 'Correo', field: 'email' },
    { header: 'Nota', field: null },
  ],
};

const preview: ImportResult = {
  ...columns,
  applied: false,
  counts: { created: 1, changed: 0, unchanged: 0, deactivated: 0, reactivated: 0, refused: 1 },
  outcomes: [
    { row: 2, badge: '100', name: 'Ana Mora', action: 'created', changed: [], reasons: [] },
    {
      row: 3,
      badge: '101',
      name: 'Luis Soto',
      action: 'refused',
      changed: [],
      reasons: [{ column: 'Correo', field: 'email', message: 'debe ser un correo válido' }],
    },
  ],
};

function openPage() {
  const dataProvider = {
    importColumns: vi.fn(async () => columns),
    previewImport: vi.fn(async () => preview),
    applyImport: vi.fn(async () => ({ ...preview, applied: true })),
  } as unknown as DataProvider & Record<string, ReturnType<typeof vi.fn>>;
  renderPageAt('/Personal/Importar', '/Personal/Importar', <EmployeeImportPage />, {
    dataProvider,
    authProvider: signedInAs(['Workforce_Admin']),
  });
  return dataProvider;
}

const chooseFile = () =>
  fireEvent.change(screen.getByTestId('import-file'), {
    target: { files: [new File(['Gafete;Correo;Nota\n'], 'gente.csv', { type: 'text/csv' })] },
  });

describe('the employees import page', () => {
  it('shows each column with the field its header names, and sends the mapping changed', async () => {
    const dataProvider = openPage();
    chooseFile();
    const unknown = await screen.findByRole('combobox', { name: 'Nota' });
    expect(unknown).toHaveTextContent('— No importar —');
    expect(screen.getByRole('combobox', { name: 'Correo' })).toHaveTextContent('Correo');

    fireEvent.mouseDown(unknown);
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Puesto' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    await waitFor(() =>
      expect(dataProvider.previewImport).toHaveBeenCalledWith('workforce', {
        file: expect.any(File),
        mapping: ['badge', 'email', 'position'],
      }),
    );
  });

  it('lists what each row does and why a row is refused, then imports without the refused', async () => {
    const dataProvider = openPage();
    chooseFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Vista previa' }));
    expect(await screen.findByTestId('import-counts')).toHaveTextContent('1 nuevas');
    const table = screen.getByRole('table', { name: 'Lo que hace cada fila' });
    expect(
      within(table).getByText('Columna «Correo»: debe ser un correo válido'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Importar sin las 1 filas rechazadas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(dataProvider.applyImport).toHaveBeenCalledWith(
        'workforce',
        expect.objectContaining({ skipRefused: true }),
      ),
    );
    expect(await screen.findByText('La importación quedó guardada.')).toBeInTheDocument();
  });
});
