import {
  Alert,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { addDays, calendarDay } from '../../../contracts/calendar';
import {
  daysOffText,
  shiftsOfSchedule,
  type WorkSchedule,
} from '../../../contracts/schedule/schedule';
import { to12Hour } from '../../../contracts/timeOfDay';
import { DayPicker } from '../../../resources/shared/DateInput';
import { FilterSelect } from '../../../resources/shared/FilterSelect';
import { Loaded, useLoadedList } from '../../../resources/shared/Loaded';
import { useScheduleWords } from '../../../resources/schedule/shared/scheduleParts';
import { ChangeForm, type ChangeFormProps, useSend } from './ChangeForm';

/** The schedules' filters side by side, wrapping on a phone. */
const FILTER_SX = { minWidth: 160, flex: '1 1 160px' };

/**
 * A change to a schedule offered: filtered by start time, days off and permanence (the
 * service filters), one chosen, from a day; ProblemID 1 or 2 follows its permanence (R4).
 */
export function OfferedForm({ requester, current, onSent }: ChangeFormProps) {
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
  const { data: shown, read } = useLoadedList<WorkSchedule>('schedules-offered', {
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
    <ChangeForm
      onSubmit={submit}
      values={{ horaInicio, diasLibres, permanencia, chosen: chosen?.id, startDate }}
      current={current}
      requested={chosen && shiftsOfSchedule(chosen)}
      sender={sender}
      question={
        chosen ? translate('schedule.form.confirmOffered', { schedule: words.line(chosen) }) : ''
      }
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <FilterSelect
          label="schedule.form.startTime"
          any="schedule.form.any"
          value={horaInicio}
          choices={startTimes.map((time) => ({ id: time, name: to12Hour(time) }))}
          onChange={setHoraInicio}
          sx={FILTER_SX}
        />
        <FilterSelect
          label="schedule.form.daysOff"
          any="schedule.form.any"
          value={diasLibres}
          choices={dayPairs.map((pair) => ({
            id: pair,
            name: words.daysOff(pair.split(',').map(Number)),
          }))}
          onChange={setDiasLibres}
          sx={FILTER_SX}
        />
        <FilterSelect
          label="schedule.form.permanence"
          any="schedule.form.any"
          value={permanencia}
          choices={[
            { id: 'true', name: translate('schedule.permanent') },
            { id: 'false', name: translate('schedule.temporary') },
          ]}
          onChange={setPermanencia}
          sx={FILTER_SX}
        />
      </Stack>
      <Loaded {...read} label="schedule.loading">
        {shown.length === 0 ? (
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
      </Loaded>
      <DayPicker
        label={translate('schedule.form.startDate')}
        value={startDate}
        onChange={setStartDate}
        min={today}
        sx={{ maxWidth: 220 }}
        required
      />
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </ChangeForm>
  );
}
