/** The calendar-event kit (server/calendar/ics.ts): .ics text in UTC from the company's wall clock. */
import { expect, it } from 'vitest';
import { calendarEvent } from '../../server/calendar/ics';

it('writes the event in UTC from the company time zone, with a stable UID', () => {
  const text = calendarEvent({
    uid: 'appointment-7@intranet-portal',
    date: '2030-03-04',
    startTime: '09:30',
    endTime: '10:00',
    title: 'Cita médica: Dra. Ana Vargas',
    location: 'Torre Médica Central',
    description: 'Control',
  }).replace(/\r\n[ \t]/g, '');
  // Costa Rica: UTC-6 all year.
  expect(text).toContain('DTSTART:20300304T153000Z');
  expect(text).toContain('DTEND:20300304T160000Z');
  expect(text).toContain('UID:appointment-7@intranet-portal');
  expect(text).toContain('LOCATION:Torre Médica Central');
  expect(text).toContain('SUMMARY:Cita médica: Dra. Ana Vargas');
});
