import Send from '@mui/icons-material/Send';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useCreate, useGetList, useGetOne, useTranslate } from 'react-admin';
import { addDays, calendarDay } from '../../../contracts/calendar';
import {
  CUSTOM_DAYS,
  customTotalHours,
  daysOffText,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  MAX_CUSTOM_DAYS_AHEAD,
  MAX_DAY_HOURS,
  MAX_WEEK_HOURS,
  type DayShift,
  type ScheduleReason,
  shiftsOfSchedule,
  type WorkSchedule,
} from '../../../contracts/schedule/schedule';
import { shiftMinutes, to12Hour } from '../../../contracts/timeOfDay';
import type {
  CreatedScheduleRequest,
  CustomDayTimes,
  EligibilityRecord,
  Requester,
  ScheduleChangeValues,
  StatusRecord,
} from '../../../dataProviders/schedule/schedule';
import { horariosCustomOf } from '../../../dataProviders/schedule/schedule';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { WeekSchedule } from '../../../resources/shared/WeekSchedule';
import { useFormatDay } from '../../../resources/shared/dates';
import {
  useRereadSchedule,
  useScheduleWords,
} from '../../../resources/schedule/shared/scheduleParts';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';

const OFF: CustomDayTimes = { start: '', end: '' };

/** Sending a request: the confirmation, the service's refusal, and what was sent. */
function useSend(onSent: (answer: CreatedScheduleRequest) => void) {
  const reread = useRereadSchedule();
  const [create, { isPending }] = useCreate<
    ScheduleChangeValues,
    unknown,
    CreatedScheduleRequest
  >();
  const [pending, setPending] = useState<ScheduleChangeValues | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async () => {
    if (!pending) return;
    setRefusal(null);
    try {
      const answer = await create(
        'my-schedule-requests',
        { data: pending },
        { returnPromise: true },
      );
      await reread();
      setPending(null);
      if (answer) onSent(answer);
    } catch (error) {
      const { message, errors } = refusalOf(error);
      setPending(null);
      setRefusal(
        [message, ...Object.values(errors ?? {}).filter((reason) => reason !== message)].join(
          ' · ',
        ),
      );
    }
  };
  return { ask: setPending, pending, send, isPending, refusal, cancel: () => setPending(null) };
}

/** The submit button, the refusal and the confirmation of a form. */
function SendParts({ sender, question }: { sender: ReturnType<typeof useSend>; question: string }) {
  const translate = useTranslate();
  return (
    <>
      {sender.refusal && (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          {sender.refusal}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" startIcon={<Send />}>
          {translate('schedule.form.submit')}
        </Button>
      </Box>
      <ConfirmDialog
        open={sender.pending !== null}
        content={question}
        loading={sender.isPending}
        onConfirm={() => void sender.send()}
        onClose={sender.cancel}
      />
    </>
  );
}

/** The current schedule beside the requested one, when there is something to compare. */
function Comparison({ current, requested }: { current: DayShift[]; requested: DayShift[] }) {
  const translate = useTranslate();
  return (
    <WeekSchedule
      caption={translate('schedule.form.compare')}
      columns={[
        { label: translate('schedule.form.current'), shifts: current },
        { label: translate('schedule.form.requested'), shifts: requested },
      ]}
    />
  );
}

/** A select with an 'all' choice, for the schedules' filters. */
function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160, flex: '1 1 160px' }}
    >
      <MenuItem value="">{translate('schedule.form.any')}</MenuItem>
      {children}
    </TextField>
  );
}

/**
 * A change to a schedule offered: filtered by start time, days off and permanence (the
 * service filters), one chosen, from a day; ProblemID 1 or 2 follows its permanence (R4).
 */
function OfferedForm({
  requester,
  current,
  onSent,
}: {
  requester: Requester;
  current: DayShift[];
  onSent: (answer: CreatedScheduleRequest) => void;
}) {
  const translate = useTranslate();
  const words = useScheduleWords();
  const legendId = useId();
  const today = calendarDay();
  const [horaInicio, setHoraInicio] = useState('');
  const [diasLibres, setDiasLibres] = useState('');
  const [permanencia, setPermanencia] = useState('');
  const [chosen, setChosen] = useState<WorkSchedule | null>(null);
  const [startDate, setStartDate] = useState(addDays(today, 1));
  const [problem, setProblem] = useState<string | null>(null);
  const sender = useSend(onSent);
  const query = {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'startTime', order: 'ASC' },
  } as const;
  // Every schedule offered gives the filters' choices; the filtered list is the service's.
  const { data: all = [] } = useGetList<WorkSchedule>('schedules-offered', {
    ...query,
    filter: { badge: requester.badge },
  });
  const {
    data: shown = [],
    isPending,
    error,
    refetch,
  } = useGetList<WorkSchedule>('schedules-offered', {
    ...query,
    filter: { badge: requester.badge, horaInicio, diasLibres, permanencia },
  });
  const startTimes = [...new Set(all.map((schedule) => schedule.startTime))].sort();
  const dayPairs = [...new Set(all.map((schedule) => daysOffText(schedule.daysOff)))].sort();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = !chosen
      ? 'schedule.validation.schedule'
      : !startDate || startDate < today
        ? 'schedule.validation.startDate'
        : null;
    setProblem(missing && translate(missing));
    if (missing || !chosen) return;
    sender.ask({ ...requester, kind: 'offered', schedule: chosen, startDate });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <FilterSelect
          label={translate('schedule.form.startTime')}
          value={horaInicio}
          onChange={setHoraInicio}
        >
          {startTimes.map((time) => (
            <MenuItem key={time} value={time}>
              {to12Hour(time)}
            </MenuItem>
          ))}
        </FilterSelect>
        <FilterSelect
          label={translate('schedule.form.daysOff')}
          value={diasLibres}
          onChange={setDiasLibres}
        >
          {dayPairs.map((pair) => (
            <MenuItem key={pair} value={pair}>
              {words.daysOff(pair.split(',').map(Number))}
            </MenuItem>
          ))}
        </FilterSelect>
        <FilterSelect
          label={translate('schedule.form.permanence')}
          value={permanencia}
          onChange={setPermanencia}
        >
          <MenuItem value="true">{translate('schedule.permanent')}</MenuItem>
          <MenuItem value="false">{translate('schedule.temporary')}</MenuItem>
        </FilterSelect>
      </Stack>
      {isPending ? (
        <LoadingSkeleton height={120} label="schedule.loading" />
      ) : error ? (
        <ServiceFailure error={error} retry={() => void refetch()} />
      ) : shown.length === 0 ? (
        <Alert severity="info">{translate('schedule.form.noneOffered')}</Alert>
      ) : (
        <FormControl error={problem === translate('schedule.validation.schedule')}>
          <FormLabel id={legendId}>{translate('schedule.form.schedule')}</FormLabel>
          <RadioGroup
            aria-labelledby={legendId}
            value={chosen ? String(chosen.id) : ''}
            onChange={(event) =>
              setChosen(
                shown.find((schedule) => String(schedule.id) === event.target.value) ?? null,
              )
            }
          >
            {shown.map((schedule) => (
              <FormControlLabel
                key={schedule.id}
                value={String(schedule.id)}
                control={<Radio />}
                label={words.line(schedule)}
                sx={{
                  overflowWrap: 'anywhere',
                  alignItems: 'flex-start',
                  '& .MuiRadio-root': { pt: 0.5 },
                }}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <TextField
        type="date"
        label={translate('schedule.form.startDate')}
        value={startDate}
        onChange={(event) => setStartDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        sx={{ maxWidth: 220 }}
        required
      />
      {problem && <FormHelperText error>{problem}</FormHelperText>}
      {chosen && <Comparison current={current} requested={shiftsOfSchedule(chosen)} />}
      <SendParts
        sender={sender}
        question={
          chosen ? translate('schedule.form.confirmOffered', { schedule: words.line(chosen) }) : ''
        }
      />
    </Stack>
  );
}

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

/**
 * A custom week until a date (R3): the reason, the 'Until' date, each day's entry and exit in
 * 24-hour time (sent as 'h:MM am/pm'; a day left empty is a day off), the week's hours as they
 * are typed, and a supporting image (a photo or a scan, sent as base64 once the request exists).
 */
function CustomForm({
  requester,
  current,
  onSent,
}: {
  requester: Requester;
  current: DayShift[];
  onSent: (answer: CreatedScheduleRequest) => void;
}) {
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
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
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
        <TextField
          type="date"
          required
          label={translate('schedule.form.until')}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          error={Boolean(problems.until)}
          helperText={fieldError('until') ?? translate('schedule.form.untilHelp')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
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
                <TextField
                  type="time"
                  size="small"
                  label={translate('schedule.form.entry')}
                  value={times.start}
                  onChange={(event) => setTime(index, 'start', event.target.value)}
                  error={Boolean(problems[`day${index}`])}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { 'aria-label': translate('schedule.form.entryOf', { day: name }) },
                  }}
                  sx={{ width: 140 }}
                />
                <TextField
                  type="time"
                  size="small"
                  label={translate('schedule.form.exit')}
                  value={times.end}
                  onChange={(event) => setTime(index, 'end', event.target.value)}
                  error={Boolean(problems[`day${index}`])}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { 'aria-label': translate('schedule.form.exitOf', { day: name }) },
                  }}
                  sx={{ width: 140 }}
                />
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
      <Comparison current={current} requested={shiftsOfDays(days)} />
      <SendParts
        sender={sender}
        question={translate('schedule.form.confirmCustom', {
          until: until ? day(until) : '',
          hours: total,
        })}
      />
    </Stack>
  );
}

/** What was sent: the request's number and, if its image was refused, why. */
function Sent({ answer, onAnother }: { answer: CreatedScheduleRequest; onAnother: () => void }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        <AlertTitle>{translate('schedule.form.sentTitle')}</AlertTitle>
        {translate('schedule.form.sent', { id: answer.id })}
      </Alert>
      {answer.image === 'failed' && (
        <Alert severity="warning">
          {translate('schedule.form.imageFailed', { reason: answer.imageRefusal ?? '' })}
        </Alert>
      )}
      <Box>
        <Button onClick={onAnother}>{translate('schedule.form.back')}</Button>
      </Box>
    </Stack>
  );
}

/**
 * A new request, once the service says I may ask: a schedule offered or a custom week, each
 * compared with my current week before it is sent.
 */
export function ChangeRequestForm({ requester }: { requester: Requester }) {
  const translate = useTranslate();
  const legendId = useId();
  const [kind, setKind] = useState<'offered' | 'custom'>('offered');
  const [sent, setSent] = useState<CreatedScheduleRequest | null>(null);
  const eligibility = useGetOne<EligibilityRecord>('schedule-eligibility', { id: requester.badge });
  const status = useGetOne<StatusRecord>('schedule-status', { id: requester.badge });
  if (sent) return <Sent answer={sent} onAnother={() => setSent(null)} />;
  if (eligibility.isPending) return <LoadingSkeleton height={160} label="schedule.loading" />;
  if (eligibility.error || !eligibility.data)
    return <ServiceFailure error={eligibility.error} retry={() => void eligibility.refetch()} />;
  if (!eligibility.data.valid)
    return (
      <Alert severity="info" data-testid="may-not-request">
        <AlertTitle>{translate('schedule.form.mayNot')}</AlertTitle>
        {eligibility.data.message ??
          translate(`schedule.invalid.${eligibility.data.reason ?? 'inactive'}`)}
      </Alert>
    );
  const current = status.data?.schedule ? shiftsOfSchedule(status.data.schedule) : [];
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={legendId}>{translate('schedule.form.kind')}</FormLabel>
        <RadioGroup
          aria-labelledby={legendId}
          value={kind}
          onChange={(event) => setKind(event.target.value as 'offered' | 'custom')}
        >
          <FormControlLabel
            value="offered"
            control={<Radio />}
            label={translate('schedule.form.offered')}
          />
          <FormControlLabel
            value="custom"
            control={<Radio />}
            label={translate('schedule.form.custom')}
          />
        </RadioGroup>
      </FormControl>
      {kind === 'offered' ? (
        <OfferedForm requester={requester} current={current} onSent={setSent} />
      ) : (
        <CustomForm requester={requester} current={current} onSent={setSent} />
      )}
    </Stack>
  );
}
