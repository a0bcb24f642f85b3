import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type WeekShift, WeekSchedule } from '../../../resources/shared/WeekSchedule';
import { renderInAdmin } from './renderInAdmin';

/** The same times every weekday but the days off. */
const weekOf = (start: string, end: string, daysOff: number[]): WeekShift[] =>
  [1, 2, 3, 4, 5, 6, 7]
    .filter((weekday) => !daysOff.includes(weekday))
    .map((weekday) => ({ weekday, start, end }));
const office = weekOf('08:00', '17:00', [6, 7]);
const night = weekOf('22:00', '06:00', [1, 2]);

function rowOf(day: string) {
  return screen.getByRole('row', { name: new RegExp(`^${day}`) });
}

describe('WeekSchedule', () => {
  it('is a table named by its caption: a row per day, a column per schedule, the times in words', () => {
    renderInAdmin(
      <WeekSchedule
        caption="Horario actual y solicitado"
        columns={[
          { label: 'Actual', shifts: office },
          { label: 'Solicitado', shifts: night },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Horario actual y solicitado' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(
      within(table).getByRole('columnheader', { name: /Actual 45 h por semana/ }),
    ).toBeVisible();
    expect(
      within(table).getByRole('columnheader', { name: /Solicitado 40 h por semana/ }),
    ).toBeVisible();
    const monday = within(rowOf('Lunes')).getAllByRole('cell');
    expect(monday[0]).toHaveTextContent('8:00 am a 5:00 pm');
    expect(monday[1]).toHaveTextContent('Libre');
    const wednesday = within(rowOf('Miércoles')).getAllByRole('cell');
    expect(wednesday[1]).toHaveTextContent('10:00 pm a 6:00 am del día siguiente');
    expect(within(rowOf('Domingo')).getAllByRole('cell')[0]).toHaveTextContent('Libre');
  });

  it('draws a bar where the shift is, and the tail of a night shift at the start of the next day', () => {
    renderInAdmin(<WeekSchedule caption="Semana" columns={[{ label: 'Noche', shifts: night }]} />);
    // Monday: off, but Sunday's night shift ends at 06:00 on it.
    const mondayBars = within(rowOf('Lunes')).getAllByTestId('week-bar');
    expect(mondayBars).toHaveLength(1);
    expect(mondayBars[0]).toHaveStyle({ left: '0%', width: '25%' });
    // Tuesday: off, and Monday was off too: nothing drawn.
    expect(within(rowOf('Martes')).queryAllByTestId('week-bar')).toHaveLength(0);
    // Wednesday: its own shift from 22:00 to midnight only.
    const wednesdayBars = within(rowOf('Miércoles')).getAllByTestId('week-bar');
    expect(wednesdayBars).toHaveLength(1);
    expect(Number.parseFloat(getComputedStyle(wednesdayBars[0]!).left)).toBeCloseTo(
      (22 / 24) * 100,
    );
    // Thursday: Wednesday's tail and its own shift.
    expect(within(rowOf('Jueves')).getAllByTestId('week-bar')).toHaveLength(2);
    // The drawing is hidden from screen readers: the text says it.
    for (const track of screen.getAllByTestId('week-track'))
      expect(track).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks English when the locale is English', () => {
    renderInAdmin(
      <WeekSchedule caption="Week" columns={[{ label: 'Current', shifts: office }]} />,
      'en',
    );
    expect(within(rowOf('Monday')).getAllByRole('cell')[0]).toHaveTextContent('8:00 am to 5:00 pm');
    expect(within(rowOf('Saturday')).getAllByRole('cell')[0]).toHaveTextContent('Day off');
    expect(screen.getByRole('columnheader', { name: /Current 45 h a week/ })).toBeVisible();
  });
});
