import type { CategoryBalance } from '../../../contracts/personalDays/personalDays';

/** A year's 'Día personal': 3 days, one used, half a day pending, a day and a half left. */
export const personalDayBalance: CategoryBalance = {
  categoryId: 1,
  name: 'Día personal',
  quotaHalves: 6,
  usedHalves: 2,
  pendingHalves: 1,
  leftHalves: 3,
};
