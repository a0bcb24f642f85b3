import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Box, DivisionBox } from '../../../contracts/places';
import type { BoundariesDataProvider } from '../../../dataProviders/benefits/locations';
import { boxToFit, type ChosenPlace, chosenDivisions } from './divisionFit';

/**
 * The boxes of the place chosen in a location form: `fit`, the smallest chosen division with a
 * loaded boundary (the map fits it), and `district`, the chosen district's (a click must fall in
 * it). Null when none is loaded: the map keeps the country's view and rule.
 */
export function useDivisionBoxes(place: ChosenPlace): { fit: Box | null; district: Box | null } {
  const dataProvider = useDataProvider<BoundariesDataProvider>();
  const chosen = chosenDivisions(place);
  const answers = useQueries({
    queries: chosen.map((code) => ({
      queryKey: ['division-boundaries', 'box', code],
      queryFn: () => dataProvider.divisionBox('division-boundaries', { code }),
      // Boundaries change only when an administrator loads a file.
      staleTime: Infinity,
      retry: false,
    })),
  });
  const boxes: Record<string, DivisionBox | null | undefined> = Object.fromEntries(
    chosen.map((code, index) => [code, answers[index]?.data]),
  );
  const districtCode = place.districtCode ? String(place.districtCode) : '';
  return { fit: boxToFit(chosen, boxes), district: boxes[districtCode] ?? null };
}
