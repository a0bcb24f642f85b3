import { EMAIL_DOMAIN } from '../../../server/db/seed';
import { addDays, calendarDay, isWeekend } from '../../../contracts/calendar';
import { slotsBetween } from '../../../contracts/timeOfDay';
import { CHUNK_ROWS, type Generator, nextId, scaleEmployeeIds } from '../../scale/kit';

/** Professionals the scale data set adds, 10 to a building, each with the seed's weekly windows. */
const SCALE_PROFESSIONALS = 200;
const PROFESSIONALS_PER_BUILDING = 10;
const SCALE_SPECIALTIES = ['general', 'nutrition', 'psychology', 'occupational'] as const;
/** A day's slots of the seed's windows (08:00–12:00 and 13:00–16:00 by 30 minutes). */
const DAY_SLOTS = [...slotsBetween('08:00', '12:00', 30), ...slotsBetween('13:00', '16:00', 30)];

/**
 * Medical appointments: 200 professionals in 20 more open buildings with Monday–Friday windows
 * from two months back to two months ahead, and one appointment per generated employee on their
 * slots (attended when past, booked when to come): the free-slot read of one building and the
 * booking check stay on the (professional, day, start) index however many there are.
 */
export const appointments: Generator = {
  name: 'appointments',
  async generate(writer) {
    const at = new Date().toISOString();
    const today = calendarDay();
    const from = addDays(today, -60);
    const to = addDays(today, 60);
    const firstBuilding = await nextId(writer, 'medical_buildings');
    const firstProfessional = await nextId(writer, 'medical_professionals');
    const buildings = SCALE_PROFESSIONALS / PROFESSIONALS_PER_BUILDING;
    await writer.insert(
      'medical_buildings',
      ['id', 'name', 'open', 'active', 'created_at', 'updated_at'],
      Array.from({ length: buildings }, (_, i) => [
        firstBuilding + i,
        `Clínica escala ${i + 1}`,
        1,
        1,
        at,
        at,
      ]),
    );
    const professionals = Array.from(
      { length: SCALE_PROFESSIONALS },
      (_, i) => firstProfessional + i,
    );
    await writer.insert(
      'medical_professionals',
      ['id', 'name', 'specialty', 'building_id', 'email', 'active', 'created_at', 'updated_at'],
      professionals.map((id, i) => [
        id,
        `Profesional escala ${i + 1}`,
        SCALE_SPECIALTIES[i % SCALE_SPECIALTIES.length],
        firstBuilding + Math.floor(i / PROFESSIONALS_PER_BUILDING),
        `profesional.${i + 1}@${EMAIL_DOMAIN}`,
        1,
        at,
        at,
      ]),
    );
    await writer.insert(
      'medical_availability',
      [
        'professional_id',
        'weekday',
        'start_time',
        'end_time',
        'slot_minutes',
        'valid_from',
        'valid_to',
      ],
      professionals.flatMap((id) =>
        [1, 2, 3, 4, 5].flatMap((weekday) => [
          [id, weekday, '08:00', '12:00', 30, from, to],
          [id, weekday, '13:00', '16:00', 30, from, to],
        ]),
      ),
    );
    const days: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) if (!isWeekend(day)) days.push(day);
    const people = await scaleEmployeeIds(writer);
    // Employee i: professional i mod 200, the (i div 200)-th slot of that professional: no slot twice.
    const slotsPerProfessional = days.length * DAY_SLOTS.length;
    const booked = people.slice(0, SCALE_PROFESSIONALS * slotsPerProfessional);
    for (let start = 0; start < booked.length; start += CHUNK_ROWS) {
      const rows = booked.slice(start, start + CHUNK_ROWS).map((employeeId, offset) => {
        const index = start + offset;
        const professional = index % SCALE_PROFESSIONALS;
        const slotIndex = Math.floor(index / SCALE_PROFESSIONALS);
        const day = days[Math.floor(slotIndex / DAY_SLOTS.length)]!;
        const slot = DAY_SLOTS[slotIndex % DAY_SLOTS.length]!;
        const past = day < today;
        return [
          employeeId,
          professionals[professional],
          firstBuilding + Math.floor(professional / PROFESSIONALS_PER_BUILDING),
          day,
          slot.start,
          slot.end,
          'onSite',
          null,
          '',
          '00000000',
          '00000000',
          past ? 'attended' : 'booked',
          at,
          at,
          null,
          null,
          past ? at : null,
        ];
      });
      await writer.insert(
        'appointments',
        [
          'employee_id',
          'professional_id',
          'building_id',
          'date',
          'start_time',
          'end_time',
          'mode',
          'request_type_id',
          'reason',
          'phone1',
          'phone2',
          'status',
          'created_at',
          'updated_at',
          'cancelled_at',
          'cancelled_by',
          'attended_at',
        ],
        rows,
      );
    }
    return SCALE_PROFESSIONALS + booked.length;
  },
};
