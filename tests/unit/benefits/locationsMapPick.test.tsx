import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocationsMap } from '../../../resources/benefits/shared/LocationsMap';
import { english, spanish } from '../helpers/portalMessages';

beforeAll(() => {
  // jsdom lays nothing out: the map is given a size, and clicks land where their coordinates say.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});
afterAll(() => vi.restoreAllMocks());

/** San Isidro de El General's box (synthetic). */
const DISTRICT = {
  minLatitude: 9.33,
  maxLatitude: 9.42,
  minLongitude: -83.75,
  maxLongitude: -83.65,
};

const renderMap = (
  locale: 'es' | 'en',
  onPick: (lat: number, lng: number) => void,
  district: typeof DISTRICT | null = null,
) => {
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider((l) => (l === 'en' ? english : spanish), locale)}
    >
      <LocationsMap
        label="Mapa"
        points={[]}
        onPick={onPick}
        focus={district}
        pickWithin={district}
      />
    </AdminContext>,
  );
  return document.querySelector('.leaflet-container')!;
};

describe('picking a location’s point on the map', () => {
  it.each([
    ['es', 'Ese punto está fuera de Costa Rica: elija uno dentro del país.'],
    ['en', 'That point is outside Costa Rica: choose one inside the country.'],
  ] as const)(
    'refuses a point outside Costa Rica on the map itself (%s)',
    async (locale, words) => {
      const onPick = vi.fn();
      const map = renderMap(locale, onPick);
      // Far to the east of the opening view: the Caribbean Sea, not Costa Rica.
      fireEvent.click(map, { clientX: 3000, clientY: 150 });
      expect(await screen.findByRole('status')).toHaveTextContent(words);
      expect(onPick).not.toHaveBeenCalled();
    },
  );

  it('picks a point inside the country, and the warning goes', async () => {
    const onPick = vi.fn();
    const map = renderMap('es', onPick);
    fireEvent.click(map, { clientX: 3000, clientY: 150 });
    await screen.findByRole('status');
    // The middle of the opening view: the centre of Costa Rica.
    fireEvent.click(map, { clientX: 200, clientY: 150 });
    await waitFor(() => expect(onPick).toHaveBeenCalledOnce());
    const [latitude, longitude] = onPick.mock.calls[0]!;
    expect(latitude).toBeCloseTo(9.75, 1);
    expect(longitude).toBeCloseTo(-84.1, 1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the chosen district’s loaded boundary', () => {
  it('moves the view onto the district’s box and says where it looks', async () => {
    renderMap('es', vi.fn(), DISTRICT);
    const region = screen.getByRole('region', { name: 'Mapa' });
    await waitFor(() => expect(Number(region.dataset.zoom)).toBeGreaterThan(10));
    expect(Number(region.dataset.latitude)).toBeCloseTo(9.375, 2);
    expect(Number(region.dataset.longitude)).toBeCloseTo(-83.7, 2);
  });

  it.each([
    ['es', 'Ese punto está fuera del distrito elegido: elija uno dentro de él.'],
    ['en', 'That point is outside the chosen district: choose one inside it.'],
  ] as const)('refuses a click outside the district’s box (%s)', async (locale, words) => {
    const onPick = vi.fn();
    const map = renderMap(locale, onPick, DISTRICT);
    const region = screen.getByRole('region', { name: 'Mapa' });
    await waitFor(() => expect(Number(region.dataset.zoom)).toBeGreaterThan(10));
    // Well to the west of the fitted box, still in Costa Rica.
    fireEvent.click(map, { clientX: -150, clientY: 150 });
    expect(await screen.findByRole('status')).toHaveTextContent(words);
    expect(onPick).not.toHaveBeenCalled();
    // The middle of the view: inside the box.
    fireEvent.click(map, { clientX: 200, clientY: 150 });
    await waitFor(() => expect(onPick).toHaveBeenCalledOnce());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
