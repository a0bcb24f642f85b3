import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ScheduleRequest, WorkSchedule } from '../../../contracts/schedule/schedule';
import { to12Hour } from '../../../contracts/timeOfDay';
import { capitalise, useWeekdayName } from '../../shared/dates';

/** Words for a schedule's parts: its days off ('sábado y domingo'), times and permanence. */
export function useScheduleWords() {
  const translate = useTranslate();
  const inSentence = useWeekdayName();
  const dayName = (weekday: number) => capitalise(inSentence(weekday));
  const daysOff = ([first, second]: readonly number[]) =>
    first === undefined
      ? translate('schedule.noDaysOff')
      : second === undefined
        ? inSentence(first)
        : translate('schedule.daysOffPair', {
            first: inSentence(first),
            second: inSentence(second),
          });
  const times = (schedule: Pick<WorkSchedule, 'startTime' | 'endTime'>) =>
    translate('components.weekSchedule.shift', {
      start: to12Hour(schedule.startTime),
      end: to12Hour(schedule.endTime),
    });
  const kind = (permanent: boolean) =>
    translate(permanent ? 'schedule.permanent' : 'schedule.temporary');
  /** One line: 'A-0600 · 6:00 am a 2:00 pm · libres sábado y domingo · permanente'. */
  const line = (schedule: WorkSchedule) =>
    translate('schedule.line', {
      code: schedule.code,
      times: times(schedule),
      daysOff: daysOff(schedule.daysOff),
      kind: kind(schedule.permanent),
    });
  /** What a request asks for, by its ProblemID. */
  const problem = (request: Pick<ScheduleRequest, 'ProblemID'>) =>
    translate(`schedule.problem.${request.ProblemID}`);
  return { dayName, daysOff, times, kind, line, problem };
}

/** Re-reads what a new or withdrawn request changes: my requests, whether I may ask, my status. */
export function useRereadSchedule() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      ['my-schedule-requests', 'schedule-eligibility', 'schedule-status'].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    );
}
