import { createEvent, createEvents, type DateArray, type EventAttributes } from 'ics';
import { companyInstant } from '../../contracts/calendar';

/**
 * A calendar event (.ics) of something that happens at a company wall-clock time: an
 * appointment, a course session. Written in UTC from the company's time zone, so every
 * calendar shows it at the right hour wherever it is opened.
 */
export interface CalendarEvent {
  /** Stable per record ('appointment-42@portal'): a download again updates the same event. */
  uid: string;
  /** 'YYYY-MM-DD' and 'HH:MM', company wall clock. */
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  location: string;
  description: string;
  /** When the record last changed (ISO), the event's DTSTAMP. */
  stamp?: string;
}

const utcParts = (instant: Date): DateArray => [
  instant.getUTCFullYear(),
  instant.getUTCMonth() + 1,
  instant.getUTCDate(),
  instant.getUTCHours(),
  instant.getUTCMinutes(),
];

const attributesOf = (event: CalendarEvent): EventAttributes => {
  const start = companyInstant(`${event.date}T${event.startTime}`);
  const end = companyInstant(`${event.date}T${event.endTime}`);
  return {
    uid: event.uid,
    productId: 'intranet-portal/ics',
    start: utcParts(start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    location: event.location,
    description: event.description,
    status: 'CONFIRMED',
    ...(event.stamp ? { created: utcParts(new Date(event.stamp)) } : {}),
  };
};

/** The event as an iCalendar text; throws when the library refuses it (a programming error). */
export function calendarEvent(event: CalendarEvent): string {
  const { error, value } = createEvent(attributesOf(event));
  if (error || !value) throw error ?? new Error('ics: no event');
  return value;
}

/** Several events (a course's sessions) as one iCalendar text; throws like calendarEvent. */
export function calendarEvents(events: CalendarEvent[]): string {
  const { error, value } = createEvents(events.map(attributesOf), {
    productId: 'intranet-portal/ics',
  });
  if (error || !value) throw error ?? new Error('ics: no events');
  return value;
}
