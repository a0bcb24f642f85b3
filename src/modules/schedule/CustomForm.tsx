import { Box, Button, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { addDays, calendarDay } from '../../../contracts/calendar';
import {
  CUSTOM_DAYS,
  customTotalHours,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  MAX_CUSTOM_DAYS_AHEAD,
  MAX_DAY_HOURS,
  MAX_WEEK_HOURS,
  type DayShift,
  type ScheduleReason,
} from '../../../contracts/schedule/schedule';
import { shiftMinutes } from '../../../contracts/timeOfDay';
import type { CustomDayTimes } from '../../../dataProviders/schedule/schedule';
import { horariosCustomOf } from '../../../dataProviders/schedule/schedule';
import { DayPicker, TimePicker } from '../../../resources/shared/DateInput';
import { useFormatDay } from '../../../resources/shared/dates';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';
import { useScheduleWords } from '../../../resources/schedule/shared/scheduleParts';
import { ChangeForm, type ChangeFormProps, useSend } from './ChangeForm';

const OFF: CustomDayTimes = { start: '', end: '' };

/** The working days of a custom week as the form holds it (both times given). */
const shiftsOfDays = (days: readonly CustomDayTimes[]): DayShift[] =>
  days.flatMap((day, index) =>
    day.start && day.end ? [{ weekday: index + 1, start: day.start, end: day.end }] : [],
  );

/** What is wrong with a custom week before it is sent, as i18n keys by field; none: fine. */
function customProblems(
  values: { reasonId: string; until: string; days: readonly CustomDayTimes[] },
  today: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.reasonId) problems.reason = 'schedule.validation.reason';
  if (!values.until || values.until < today || values.until > addDays(today, MAX_CUSTOM_DAYS_AHEAD))
    problems.until = 'schedule.validation.until';
  values.days.forEach((day, index) => {
    if (Boolean(day.start) !== Boolean(day.end))
      problems[`day${index}`] = 'schedule.validation.bothTimes';
    else if (day.start && shiftMinutes(day.start, day.end) > MAX_DAY_HOURS * 60)
      problems[`day${index}`] = 'schedule.validation.dayHours';
  });
  const shifts = shiftsOfDays(values.days);
  if (shifts.length === 0) problems.week = 'schedule.validation.noWorkingDay';
  else if (Number(customTotalHours(horariosCustomOf(values.days))) > MAX_WEEK_HOURS)
    problems.week = 'schedule.validation.weekHours';
  return problems;
}

/** A day's entry or exit time in a custom week, named with its day for screen readers. */
function DayTimeInput({
  part,
  day,
  value,
  onChange,
  error,
}: {
  part: keyof CustomDayTimes;
  day: string;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
}) {
  const translate = useTranslate();
  const key = part === 'start' ? 'entry' : 'exit';
  return (
    <TimePicker
      label={translate(`schedule.form.${key}`)}
      ariaLabel={translate(`schedule.form.${key}Of`, { day })}
      value={value}
      onChange={onChange}
      error={error}
      sx={{ width: 140 }}
    />
  );
}

/**
 * A custom week until a date (R3): the reason, the 'Until' date, each day's entry and exit in
 * 24-hour time (sent as 'h:MM am/pm'; a day left empty is a day off), the week's hours as they
 * are typed, and a supporting image (a photo or a scan, sent as base64 once the request exists).
 */
export function CustomForm({ requester, current, onSent }: ChangeFormProps) {
  const translate = useTranslate();
  const words = useScheduleWords();
  const day = useFormatDay();
  const today = calendarDay();
  const [reasonId, setReasonId] = useState('');
  const [until, setUntil] = useState('');
  const [days, setDays] = useState<CustomDayTimes[]>(() => CUSTOM_DAYS.map(() => OFF));
  const [image, setImage] = useState<{ name: string; dataUrl: string } | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const sender = useSend(onSent);
  const {
    data: reasons = [],
    error,
    refetch,
  } = useGetList<ScheduleReason>('schedule-reasons', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  const total = customTotalHours(horariosCustomOf(days));
  const setTime = (index: number, part: keyof CustomDayTimes, value: string) =>
    setDays((before) => before.map((one, at) => (at === index ? { ...one, [part]: value } : one)));

  const pick = (file: File | undefined) => {
    setImage(null);
    setImageProblem(null);
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > IMAGE_MAX_BYTES) {
      setImageProblem(
        translate('schedule.form.imageRejected', { size: `${IMAGE_MAX_BYTES / 1024 / 1024} MB` }),
      );
      return;
    }
    const reader = new FileReader();
    reader.onload = () => setImage({ name: file.name, dataUrl: String(reader.result) });
    reader.readAsDataURL(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = customProblems({ reasonId, until, days }, today);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    sender.ask({
      ...requester,
      kind: 'custom',
      reasonId: Number(reasonId),
      until,
      days,
      image: image?.dataUrl ?? null,
    });
  };
  const fieldError = (key: string) => (problems[key] ? translate(problems[key]) : undefined);

  return (
    <ChangeForm
      onSubmit={submit}
      values={{ reasonId, until, days, image }}
      current={current}
      requested={shiftsOfDays(days)}
      sender={sender}
      question={translate('schedule.form.confirmCustom', {
        until: until ? day(until) : '',
        hours: total,
      })}
    >
      {error && <ServiceFailure error={error} retry={() => void refetch()} />}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          required
          label={translate('schedule.form.reason')}
          value={reasonId}
          onChange={(event) => setReasonId(event.target.value)}
          error={Boolean(problems.reason)}
          helperText={fieldError('reason')}
          sx={{ minWidth: 220, flex: '1 1 220px' }}
        >
          {reasons
            .filter((reason) => reason.custom)
            .map((reason) => (
              <MenuItem key={reason.id} value={String(reason.id)}>
                {reason.name}
              </MenuItem>
            ))}
        </TextField>
        <DayPicker
          required
          label={translate('schedule.form.until')}
          value={until}
          onChange={setUntil}
          error={Boolean(problems.until)}
          helperText={fieldError('until') ?? translate('schedule.form.untilHelp')}
          min={today}
          sx={{ minWidth: 200, flex: '1 1 200px' }}
        />
      </Stack>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1">
          {translate('schedule.form.week')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('schedule.form.weekHelp')}
        </Typography>
        <Stack spacing={1}>
          {days.map((times, index) => {
            const name = words.dayName(index + 1);
            return (
              <Stack
                key={name}
                direction="row"
                sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
              >
                <Typography sx={{ width: '6.5em' }}>{name}</Typography>
                {(['start', 'end'] as const).map((part) => (
                  <DayTimeInput
                    key={part}
                    part={part}
                    day={name}
                    value={times[part]}
                    onChange={(value) => setTime(index, part, value)}
                    error={Boolean(problems[`day${index}`])}
                  />
                ))}
                {problems[`day${index}`] && (
                  <FormHelperText error sx={{ flexBasis: '100%' }}>
                    {fieldError(`day${index}`)}
                  </FormHelperText>
                )}
              </Stack>
            );
          })}
        </Stack>
        <Typography role="status" sx={{ mt: 1 }} data-testid="total-hours">
          {translate('schedule.form.total', { hours: total })}
        </Typography>
        {problems.week && <FormHelperText error>{fieldError('week')}</FormHelperText>}
      </Box>
      <Stack spacing={0.5}>
        <Box>
          <Button component="label" variant="outlined">
            {translate('schedule.form.image')}
            <input
              hidden
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-label={translate('schedule.form.image')}
              onChange={(event) => pick(event.target.files?.[0])}
            />
          </Button>
        </Box>
        <Typography variant="body2" color={imageProblem ? 'error' : 'text.secondary'}>
          {imageProblem ??
            (image
              ? translate('schedule.form.imageChosen', { name: image.name })
              : translate('schedule.form.imageHelp', {
                  size: `${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
                }))}
        </Typography>
      </Stack>
    </ChangeForm>
  );
}
