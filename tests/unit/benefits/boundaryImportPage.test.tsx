import { fireEvent, screen } from '@testing-library/react';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { BoundaryImportPage } from '../../../src/modules/benefits/BoundaryImportPage';
import { signedInAs } from '../helpers/authProvider';
import { renderPageAt } from '../helpers/renderPage';

function openPage(loadBoundaries: () => Promise<unknown>) {
  const dataProvider = {
    loadBoundaries: vi.fn(loadBoundaries),
  } as unknown as DataProvider & Record<string, ReturnType<typeof vi.fn>>;
  renderPageAt('/Benefits/Boundaries', '/Benefits/Boundaries', <BoundaryImportPage />, {
    dataProvider,
    authProvider: signedInAs(['System_Admin']),
  });
  return dataProvider;
}

const chooseFile = () =>
  fireEvent.change(screen.getByTestId('boundaries-file'), {
    target: { files: [new File(['{}'], 'limites.geojson', { type: 'application/geo+json' })] },
  });

describe('the boundaries page', () => {
  it('says the file’s shape, sends the file and says how many divisions were loaded', async () => {
    const dataProvider = openPage(async () => ({
      loaded: 3,
      provinces: 1,
      cantons: 1,
      districts: 1,
    }));
    expect(screen.getByRole('list', { name: 'Forma del archivo' })).toHaveTextContent(
      'properties.code es el código INEC: 1 una provincia, 101 un cantón, 10101 un distrito.',
    );
    chooseFile();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se cargaron 3 divisiones. Provincias: 1; cantones: 1; distritos: 1.',
    );
    expect(dataProvider.loadBoundaries).toHaveBeenCalledWith('division-boundaries', {
      file: expect.objectContaining({ name: 'limites.geojson' }) as File,
    });
  });

  it('lists the reasons a file was refused, each naming its feature', async () => {
    openPage(async () => {
      throw new HttpError('La solicitud no es válida.', 400, {
        message: 'La solicitud no es válida.',
        errors: {
          'features[1].properties.code': '11999 no es el código INEC de una provincia',
          'features[2].geometry.coordinates':
            'features[2].geometry.coordinates deben estar dentro de Costa Rica',
        },
      });
    });
    chooseFile();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La solicitud no es válida.');
    expect(alert).toHaveTextContent(
      'features[1].properties.code: 11999 no es el código INEC de una provincia',
    );
    expect(alert).toHaveTextContent(
      'features[2].geometry.coordinates deben estar dentro de Costa Rica',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
