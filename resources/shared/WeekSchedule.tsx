import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { minutesOf, shiftMinutes, to12Hour } from '../../contracts/timeOfDay';
import { capitalise, useWeekdayName } from './dates';

/**
 * One working day: weekday 1 (Monday) … 7 (Sunday), 'HH:MM' (24-hour) from start to end; an end
 * at or before the start runs past midnight. A weekday without one is a day off.
 */
export interface WeekShift {
  weekday: number;
  start: string;
  end: string;
}

/** One schedule to show: its heading (in the reader's language) and its working days. */
export interface WeekScheduleColumn {
  label: string;
  shifts: readonly WeekShift[];
}

const DAY = 24 * 60;

/** Monday first (index 0) to Sunday (index 6); null is a day off. */
const weekOf = (shifts: readonly WeekShift[]) =>
  Array.from(
    { length: 7 },
    (_, index) => shifts.find((shift) => shift.weekday === index + 1) ?? null,
  );

/** Hours worked in a week (past-midnight shifts counted whole), at most one decimal. */
const weekHours = (shifts: readonly WeekShift[]) =>
  String(
    Math.round(shifts.reduce((sum, shift) => sum + shiftMinutes(shift.start, shift.end), 0) / 6) /
      10,
  );

/** The parts of one day's track, in minutes from its midnight: its own shift and the night before's tail. */
function segmentsOf(
  week: readonly (WeekShift | null)[],
  index: number,
): { from: number; to: number }[] {
  const segments: { from: number; to: number }[] = [];
  // The previous day (Sunday before Monday: a week repeats) may end after this midnight.
  const before = week[(index + 6) % 7];
  if (before && minutesOf(before.end) <= minutesOf(before.start))
    segments.push({ from: 0, to: minutesOf(before.end) });
  const day = week[index];
  if (day) {
    const from = minutesOf(day.start);
    const to = minutesOf(day.end);
    segments.push({ from, to: to > from ? to : DAY });
  }
  return segments.filter((segment) => segment.to > segment.from);
}

/** A day's track: 24 hours wide, a bar per worked span; drawn only (the cell's text says it). */
function DayTrack({ segments }: { segments: { from: number; to: number }[] }) {
  return (
    <Box
      aria-hidden
      data-testid="week-track"
      sx={{
        position: 'relative',
        height: 10,
        mt: 0.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        // Quarter marks (6 h) so a bar's place reads at a glance.
        backgroundImage:
          'repeating-linear-gradient(to right, transparent 0, transparent calc(25% - 1px), rgba(0,0,0,0.2) calc(25% - 1px), rgba(0,0,0,0.2) 25%)',
      }}
    >
      {segments.map((segment) => (
        <Box
          key={segment.from}
          data-testid="week-bar"
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: `${(segment.from / DAY) * 100}%`,
            width: `${((segment.to - segment.from) / DAY) * 100}%`,
            borderRadius: 1,
            bgcolor: 'primary.main',
          }}
        />
      ))}
    </Box>
  );
}

/**
 * A week view of one or more schedules side by side (the current one and the requested one): a
 * table, a row per day from Monday to Sunday and a column per schedule. Each cell says the times
 * in words ('8:00 am – 5:00 pm', 'Libre') and draws a bar over the day's 24 hours; a shift past
 * midnight shows its tail at the start of the next day. The text is what screen readers read; the
 * bars are drawing only. Narrow enough for a phone: the bars take the cell's width.
 */
export function WeekSchedule({
  caption,
  columns,
}: {
  /** The table's name (already in the reader's language). */
  caption: string;
  columns: readonly WeekScheduleColumn[];
}) {
  const translate = useTranslate();
  const weekdayName = useWeekdayName();
  const weeks = columns.map((column) => ({ label: column.label, week: weekOf(column.shifts) }));
  return (
    <Table size="small" aria-label={caption} sx={{ tableLayout: 'fixed', width: '100%' }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ width: '5.5em', px: 1 }}>
            {translate('components.weekSchedule.day')}
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column.label} component="th" scope="col" sx={{ px: 1 }}>
              {column.label}
              <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                {translate('components.weekSchedule.hours', { hours: weekHours(column.shifts) })}
              </Typography>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {Array.from({ length: 7 }, (_, index) => (
          <TableRow key={index}>
            <TableCell component="th" scope="row" sx={{ px: 1 }}>
              {capitalise(weekdayName(index + 1))}
            </TableCell>
            {weeks.map(({ label, week }) => {
              const day = week[index];
              const overnight = day ? minutesOf(day.end) <= minutesOf(day.start) : false;
              return (
                <TableCell key={label} sx={{ px: 1, overflowWrap: 'anywhere' }}>
                  <Typography variant="body2" component="span">
                    {day
                      ? translate(
                          overnight
                            ? 'components.weekSchedule.overnight'
                            : 'components.weekSchedule.shift',
                          { start: to12Hour(day.start), end: to12Hour(day.end) },
                        )
                      : translate('components.weekSchedule.dayOff')}
                  </Typography>
                  <DayTrack segments={segmentsOf(week, index)} />
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
