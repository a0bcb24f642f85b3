import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useState } from 'react';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DateTimePicker, DayPicker, TimePicker } from '../../../resources/shared/DateInput';
import { typeDateTime, typeDay, typeTime } from '../helpers/days';
import { browserTimeZones } from '../helpers/timeZone';

/** A page's own day, shown beside the field as the form keeps it. */
function Day({ initial }: { initial: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DayPicker label="Día" value={day} onChange={setDay} />
      <output aria-label="valor">{day}</output>
    </>
  );
}

/** A page's own date and time (or instant), shown beside the field as the form keeps it. */
function Moment({ initial, instant }: { initial: string; instant?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimePicker label="Inicio" value={value} onChange={setValue} instant={instant} />
      <output aria-label="valor">{value}</output>
    </>
  );
}

/** A page's own time, its input named with its day as a screen reader reads it. */
function Time({ initial }: { initial: string }) {
  const [time, setTime] = useState(initial);
  return (
    <>
      <TimePicker label="Entrada" ariaLabel="Entrada del lunes" value={time} onChange={setTime} />
      <output aria-label="valor">{time}</output>
    </>
  );
}

const openIn = (locale: 'es' | 'en', initial: string, page = <Day initial={initial} />) =>
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider(() => ({}) as TranslationMessages, locale)}
      store={memoryStore()}
    >
      {page}
    </AdminContext>,
  );

const inTimeZone = browserTimeZones();

describe('the portal’s date input', () => {
  it('shows and takes a day in Spanish as dd/mm/aaaa and keeps it as YYYY-MM-DD', () => {
    openIn('es', '2026-11-05');
    const input = screen.getByLabelText('Día');
    expect(input).toHaveValue('05/11/2026');
    typeDay(input, '2026-12-24', 'es');
    expect(screen.getByLabelText('valor')).toHaveTextContent('2026-12-24');
  });

  it('shows and takes a day in English as mm/dd/yyyy', () => {
    openIn('en', '2026-11-05');
    const input = screen.getByLabelText('Día');
    expect(input).toHaveValue('11/05/2026');
    typeDay(input, '2026-12-24', 'en');
    expect(screen.getByLabelText('valor')).toHaveTextContent('2026-12-24');
  });

  it('keeps the day typed in Costa Rica’s UTC-6 and east of UTC alike', () => {
    for (const [timeZone, minutesBehindUTC] of [
      ['America/Costa_Rica', 360],
      ['Pacific/Auckland', -780],
    ] as const) {
      inTimeZone(timeZone);
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(minutesBehindUTC);
      const { unmount } = openIn('es', '2026-03-01');
      expect(screen.getByLabelText('Día')).toHaveValue('01/03/2026');
      typeDay(screen.getByLabelText('Día'), '2026-12-31');
      expect(screen.getByLabelText('valor')).toHaveTextContent('2026-12-31');
      unmount();
    }
  });
});

describe('the portal’s date-and-time and time inputs', () => {
  it('shows and takes a date and time in Spanish as dd/mm/aaaa hh:mm (24 hours), kept as YYYY-MM-DDTHH:mm', () => {
    openIn('es', '2026-11-05T08:30:00', <Moment initial="2026-11-05T08:30:00" />);
    const input = screen.getByLabelText('Inicio');
    expect(input).toHaveValue('05/11/2026 08:30');
    // Shown, not rewritten: the value read from the server stays as it came until typed.
    expect(screen.getByLabelText('valor')).toHaveTextContent('2026-11-05T08:30:00');
    typeDateTime(input, '2026-12-24T17:45');
    expect(screen.getByLabelText('valor')).toHaveTextContent('2026-12-24T17:45');
  });

  it('shows and takes a date and time in English as mm/dd/yyyy hh:mm AM/PM', () => {
    openIn('en', '', <Moment initial="2026-11-05T08:30" />);
    const input = screen.getByLabelText('Inicio');
    expect(input).toHaveValue('11/05/2026 08:30 AM');
    typeDateTime(input, '2026-12-24T17:45', 'en');
    expect(screen.getByLabelText('valor')).toHaveTextContent('2026-12-24T17:45');
  });

  it('keeps an instant as ISO, typed and shown on the company’s clock whatever the browser’s zone', () => {
    for (const timeZone of ['UTC', 'Pacific/Auckland']) {
      inTimeZone(timeZone);
      const { unmount } = openIn('es', '', <Moment instant initial="2026-11-05T14:30:00.000Z" />);
      // 14:30 UTC is 08:30 in Costa Rica (UTC-6).
      const input = screen.getByLabelText('Inicio');
      expect(input).toHaveValue('05/11/2026 08:30');
      typeDateTime(input, '2026-12-24T17:45');
      expect(screen.getByLabelText('valor')).toHaveTextContent('2026-12-24T23:45:00.000Z');
      unmount();
    }
  });

  it('shows and takes a time in Spanish as 24-hour hh:mm and in English with AM/PM, kept as HH:mm', () => {
    const spanish = openIn('es', '', <Time initial="07:00" />);
    const input = screen.getByRole('textbox', { name: 'Entrada del lunes' });
    expect(input).toHaveValue('07:00');
    typeTime(input, '21:30');
    expect(screen.getByLabelText('valor')).toHaveTextContent('21:30');
    spanish.unmount();

    openIn('en', '', <Time initial="07:00" />);
    const english = screen.getByRole('textbox', { name: 'Entrada del lunes' });
    expect(english).toHaveValue('07:00 AM');
    typeTime(english, '21:30', 'en');
    expect(screen.getByLabelText('valor')).toHaveTextContent('21:30');
  });

  it('empties the value while a time is not whole', () => {
    openIn('es', '', <Time initial="07:00" />);
    const input = screen.getByRole('textbox', { name: 'Entrada del lunes' });
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByLabelText('valor')).toBeEmptyDOMElement();
  });
});
