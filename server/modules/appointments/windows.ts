import type { WeeklyWindow } from '../../calendar/availability';
import type { MedicalAvailabilityTable } from './tables';

type WindowTimes = Omit<WeeklyWindow, 'resourceId'>;

/** When a professional's weekly window opens, as both the slots and the window's answer say it. */
export const windowTimes = (
  row: Omit<MedicalAvailabilityTable, 'id' | 'professional_id'>,
): WindowTimes => ({
  weekday: row.weekday,
  startTime: row.start_time,
  endTime: row.end_time,
  slotMinutes: row.slot_minutes,
  validFrom: row.valid_from,
  validTo: row.valid_to,
});
