import type { PositionRecord } from '../../../dataProviders/referrals/referrals';

/** Positions grouped by their category, categories in the order they first appear. */
export function groupByCategory(
  positions: readonly PositionRecord[],
): { category: string; positions: PositionRecord[] }[] {
  const groups = new Map<string, PositionRecord[]>();
  for (const position of positions) {
    const group = groups.get(position.category) ?? [];
    group.push(position);
    groups.set(position.category, group);
  }
  return [...groups].map(([category, list]) => ({ category, positions: list }));
}

/** The label of a position in the form's choice: its category and title. */
export const positionLabel = (position: PositionRecord) =>
  `${position.category} · ${position.title}`;
