import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RUNTIME_CONFIG_PATH } from '../../../contracts/runtimeConfig';
import { LocationsMap } from '../../../resources/benefits/shared/LocationsMap';
import { english, spanish } from '../helpers/portalMessages';

const server = setupServer(
  http.get(RUNTIME_CONFIG_PATH, () =>
    HttpResponse.json({
      mapTiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' },
    }),
  ),
);
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom lays nothing out: a map of size 0 asks for no tiles.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});

const renderMap = (locale: 'es' | 'en') =>
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider((l) => (l === 'en' ? english : spanish), locale)}
    >
      <LocationsMap label="Mapa" points={[]} />
    </AdminContext>,
  );

const tilesFail = async () => {
  await waitFor(() =>
    expect(document.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0),
  );
  for (const tile of document.querySelectorAll('img.leaflet-tile')) fireEvent.error(tile);
};

describe('the locations map without its tile server', () => {
  it.each([
    ['es', 'El mapa no se pudo cargar: no hay conexión con el servidor de mapas.'],
    ['en', 'The map could not be loaded: the map server cannot be reached.'],
  ] as const)('says so in words (%s) instead of a grey box', async (locale, words) => {
    renderMap(locale);
    expect(screen.queryByRole('status')).toBeNull();
    await tilesFail();
    expect(await screen.findByRole('status')).toHaveTextContent(words);
  });

  it('says nothing once tiles arrive', async () => {
    renderMap('es');
    await waitFor(() =>
      expect(document.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(1),
    );
    const [first, second] = document.querySelectorAll('img.leaflet-tile');
    fireEvent.load(first!);
    fireEvent.error(second!);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
