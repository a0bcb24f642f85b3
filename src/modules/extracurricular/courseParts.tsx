import LaptopMac from '@mui/icons-material/LaptopMac';
import Place from '@mui/icons-material/Place';
import { Chip } from '@mui/material';
import type { ComponentProps } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { weekdaysOf } from '../../../contracts/extracurricular/courses';
import { to12Hour } from '../../../contracts/timeOfDay';
import { Loaded as LoadedRead } from '../../../resources/shared/Loaded';
import { capitalise, formatDay, intlLocale, weekdayName } from '../../../resources/shared/dates';

/** What a schedule in words needs of a group: its weekdays ('1,3' on the wire, or a list) and times. */
export type GroupSchedule = ({ day: string } | { days: readonly number[] }) & {
  startTime: string;
  endTime: string;
};

/** A group's ISO weekdays, Monday first, each once. */
export const weekdaysOfGroup = (group: GroupSchedule): number[] =>
  [...new Set('days' in group ? group.days : weekdaysOf(group.day))].sort((a, b) => a - b);

/** Words joined as the language lists them ('lunes y miércoles', 'Monday and Wednesday'). */
const listIn = (locale: string, words: string[]) =>
  new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'conjunction' }).format(words);

/**
 * A group's week in words: 'Lunes y miércoles, de 6:00 pm a 7:30 pm'. `translate` names the
 * sentence (extracurricular.course.schedule); the days are named by `weekdayName`.
 */
export function scheduleInWords(
  group: GroupSchedule,
  translate: (key: string, options?: Record<string, unknown>) => string,
  locale: string,
): string {
  const days = weekdaysOfGroup(group).map((weekday) => weekdayName(weekday, locale));
  return capitalise(
    translate('extracurricular.course.schedule', {
      days: days.length ? listIn(locale, days) : translate('extracurricular.course.noDays'),
      start: to12Hour(group.startTime),
      end: to12Hour(group.endTime),
    }),
  );
}

/** `scheduleInWords` in the current language. */
export function useScheduleText(): (group: GroupSchedule) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (group) => scheduleInWords(group, translate, locale);
}

/** A group's dates in words: 'Del 5 de enero de 2027 al 30 de marzo de 2027'. */
export function useDatesText(): (group: { startDate: string; endDate: string }) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return ({ startDate, endDate }) =>
    translate('extracurricular.course.dates', {
      start: formatDay(startDate.slice(0, 10), locale),
      end: formatDay(endDate.slice(0, 10), locale),
    });
}

/** A group's seats in words, for its instructor: enrolled of the quota, then how many wait. */
export function useUsageText(): (group: {
  enrolled: number;
  quota: number;
  waiting: number;
}) => string {
  const translate = useTranslate();
  return ({ enrolled, quota, waiting }) =>
    translate('extracurricular.instructor.usage', { enrolled, quota }) +
    (waiting > 0
      ? ` · ${translate('extracurricular.instructor.waiting', { smart_count: waiting })}`
      : '');
}

/** Virtual (online) or in person, as a chip with its icon. */
export function ModalityChip({ modality }: { modality: 'virtual' | 'presencial' }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={modality === 'virtual' ? 'info' : 'default'}
      icon={modality === 'virtual' ? <LaptopMac /> : <Place />}
      label={translate(`extracurricular.course.modality.${modality}`)}
    />
  );
}

/** The kit's `Loaded`, announced as the family's loading. */
export function Loaded(props: Omit<ComponentProps<typeof LoadedRead>, 'label'>) {
  return <LoadedRead label="extracurricular.loading" {...props} />;
}
