import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { DayPicker } from '../../../resources/shared/DateInput';
import { typeDay } from '../helpers/days';
import { spanish } from '../helpers/portalMessages';

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

const openIn = (locale: 'es' | 'en', initial: string) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => spanish, locale)} store={memoryStore()}>
      <Day initial={initial} />
    </AdminContext>,
  );

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

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
      process.env.TZ = timeZone;
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(minutesBehindUTC);
      const { unmount } = openIn('es', '2026-03-01');
      expect(screen.getByLabelText('Día')).toHaveValue('01/03/2026');
      typeDay(screen.getByLabelText('Día'), '2026-12-31');
      expect(screen.getByLabelText('valor')).toHaveTextContent('2026-12-31');
      unmount();
    }
  });
});
