import type { Box } from '../../../contracts/places';

/** The place chosen in a location form: codes, '' or nothing for a level not chosen. */
export interface ChosenPlace {
  provinceCode?: number | string | null;
  cantonCode?: string | null;
  districtCode?: string | null;
}

/** The INEC codes of the chosen levels, the smallest first (district, canton, province). */
export function chosenDivisions(place: ChosenPlace): string[] {
  return [place.districtCode, place.cantonCode, place.provinceCode]
    .map((code) => (code === null || code === undefined ? '' : String(code).trim()))
    .filter((code) => code !== '');
}

/**
 * The box the map fits: the smallest chosen division whose boundary is loaded (`boxes` by code,
 * null when none is); null when no chosen division has one, and the map keeps its view.
 */
export function boxToFit(
  chosen: readonly string[],
  boxes: Readonly<Record<string, Box | null | undefined>>,
): Box | null {
  for (const code of chosen) {
    const box = boxes[code];
    if (box) return box;
  }
  return null;
}
