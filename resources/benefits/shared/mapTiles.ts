import { useEffect, useState } from 'react';
import { type RuntimeConfig } from '../../../contracts/runtimeConfig';
import { loadRuntimeConfig } from '../../../dataProviders/runtimeConfig';

type MapTiles = RuntimeConfig['mapTiles'];
let tiles: Promise<MapTiles> | undefined;

/** The tile server of the runtime config (MAP_TILES_URL), read once; null until it is known. */
export function useMapTiles(): MapTiles | null {
  const [value, setValue] = useState<MapTiles | null>(null);
  useEffect(() => {
    let current = true;
    tiles ??= loadRuntimeConfig().then((config) => config.mapTiles);
    tiles.then(
      (loaded) => current && setValue(loaded),
      () => (tiles = undefined),
    );
    return () => {
      current = false;
    };
  }, []);
  return value;
}
