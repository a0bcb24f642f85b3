import Save from '@mui/icons-material/Save';
import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useGetOne, useTranslate, useUpdate } from 'react-admin';
import { calendarDay } from '../../../contracts/calendar';
import {
  type AttendanceRecord,
  attendanceId,
  type AttendanceValues,
  type SessionsRecord,
} from '../../../dataProviders/extracurricular/courses';
import { FilterSelect } from '../../../resources/shared/FilterSelect';
import { LeaveWarning } from '../../../resources/shared/LeaveWarning';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { useFormatDay } from '../../../resources/shared/dates';
import { Loaded } from './courseParts';
import { ATTENDANCE, ROSTER, SESSIONS } from '../../../resources/extracurricular/shared/paths';
import { RefusalAlert } from '../../../resources/shared/RefusalAlert';

/** The sessions attendance may be marked for: those up to today, latest first. */
export const markableSessions = (dates: readonly string[], today: string) =>
  dates.filter((date) => date <= today).reverse();

/** Marks as the form holds them: each enrolled student's badge, present or not. */
type Marks = Record<string, boolean>;

/** One session's sheet: a checkbox per enrolled student, all at once, and saving. */
function Sheet({ definitionId, date }: { definitionId: number; date: string }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const queryClient = useQueryClient();
  const legendId = useId();
  const id = attendanceId(definitionId, date);
  const { data, isPending, error, refetch } = useGetOne<AttendanceRecord>(ATTENDANCE, { id });
  // The marks sent are not the sheet read: react-admin's record type is left general.
  const [update, { isPending: saving }] = useUpdate();
  // The boxes changed since the sheet was read; the others show what was read (unmarked: absent).
  const [changed, setChanged] = useState<Marks>({});
  const [saved, setSaved] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const marks: Marks = {
    ...Object.fromEntries((data?.marks ?? []).map((mark) => [mark.badge, Boolean(mark.present)])),
    ...changed,
  };

  const students = data?.marks ?? [];
  const present = students.filter((student) => marks[student.badge]).length;
  const markAll = (value: boolean) =>
    setChanged(Object.fromEntries(students.map((student) => [student.badge, value])));

  const save = async () => {
    setSaved(false);
    setRefusal(null);
    const values: AttendanceValues = {
      marks: students.map((student) => ({
        badge: student.badge,
        present: Boolean(marks[student.badge]),
      })),
    };
    try {
      await update(ATTENDANCE, { id, data: values }, { returnPromise: true });
      setSaved(true);
      setChanged({});
      // The roster counts each student's attended sessions.
      await queryClient.invalidateQueries({ queryKey: [ROSTER] });
    } catch (failure) {
      setRefusal(refusalOf(failure).message);
    }
  };

  return (
    <Loaded isPending={isPending} error={error} retry={() => void refetch()}>
      {students.length === 0 ? (
        <Typography color="text.secondary">
          {translate('extracurricular.instructor.noStudents')}
        </Typography>
      ) : (
        <Stack
          component="form"
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <LeaveWarning dirty={Object.keys(changed).length > 0 && !saving} />
          <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography
              id={legendId}
              component="legend"
              variant="subtitle1"
              sx={{ fontWeight: 600 }}
            >
              {translate('extracurricular.instructor.marksOf', { date: formatDay(date) })}
            </Typography>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button size="small" onClick={() => markAll(true)}>
                {translate('extracurricular.instructor.allPresent')}
              </Button>
              <Button size="small" onClick={() => markAll(false)}>
                {translate('extracurricular.instructor.allAbsent')}
              </Button>
            </Stack>
            <FormGroup aria-labelledby={legendId}>
              {students.map((student) => (
                <FormControlLabel
                  key={student.badge}
                  control={
                    <Checkbox
                      checked={Boolean(marks[student.badge])}
                      onChange={(event) =>
                        setChanged((current) => ({
                          ...current,
                          [student.badge]: event.target.checked,
                        }))
                      }
                    />
                  }
                  label={`${student.name} (${student.badge})`}
                  sx={{ overflowWrap: 'anywhere', mr: 0 }}
                />
              ))}
            </FormGroup>
            <Typography variant="body2" role="status">
              {translate('extracurricular.instructor.presentCount', {
                present,
                total: students.length,
              })}
            </Typography>
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            useFlexGap
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <Save />}
            >
              {translate('extracurricular.instructor.save')}
            </Button>
            {saved && (
              <Alert severity="success" role="status">
                {translate('extracurricular.instructor.saved', { date: formatDay(date) })}
              </Alert>
            )}
            <RefusalAlert refusal={refusal} />
          </Stack>
        </Stack>
      )}
    </Loaded>
  );
}

/**
 * A group's attendance: a session up to today (the latest by default) and its sheet, each
 * enrolled student present or absent.
 */
export function AttendanceSection({ definitionId }: { definitionId: number }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const { data, isPending, error, refetch } = useGetOne<SessionsRecord>(SESSIONS, {
    id: definitionId,
  });
  const sessions = markableSessions(data?.dates ?? [], calendarDay());
  const [chosen, setChosen] = useState('');
  const date = sessions.includes(chosen) ? chosen : (sessions[0] ?? '');
  return (
    <Loaded isPending={isPending} error={error} retry={() => void refetch()}>
      {!date ? (
        <Typography color="text.secondary">
          {translate('extracurricular.instructor.noPastSessions')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          <FilterSelect
            label="extracurricular.instructor.session"
            value={date}
            choices={sessions.map((session) => ({ id: session, name: formatDay(session) }))}
            onChange={setChosen}
            sx={{ maxWidth: 320 }}
          />
          <Sheet key={date} definitionId={definitionId} date={date} />
        </Stack>
      )}
    </Loaded>
  );
}
