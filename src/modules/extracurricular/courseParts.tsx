import ArrowBack from '@mui/icons-material/ArrowBack';
import LaptopMac from '@mui/icons-material/LaptopMac';
import Place from '@mui/icons-material/Place';
import { Alert, Box, Button, Chip, Stack } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { HttpError, Title, useBasename, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { weekdaysOf } from '../../../contracts/extracurricular/courses';
import { to12Hour } from '../../../contracts/timeOfDay';
import { Loaded as LoadedRead } from '../../../resources/shared/Loaded';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';
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

/**
 * A group's own page: titled by its course once read, its way back, then the group: not found (an
 * address naming none, or the service's 404), loading, failed with a retry, or `children` with it.
 */
export function GroupPage<T extends { courseName: string }>({
  read: { data, isPending, error, refetch },
  invalid = false,
  waiting = false,
  title,
  back,
  notFound,
  maxWidth,
  skeletonHeight,
  children,
}: {
  read: { data?: T; isPending: boolean; error: unknown; refetch: () => unknown };
  /** The address names no group: nothing was asked. */
  invalid?: boolean;
  /** Something else the page waits for first (who reads it). */
  waiting?: boolean;
  /** i18n keys: the title before the group is read, and what says it is not there. */
  title: string;
  notFound: string;
  /** The way back: the portal path and the i18n key of its words. */
  back: { to: string; label: string };
  maxWidth: number;
  skeletonHeight: number;
  children: (group: T) => ReactNode;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const missing = invalid || (error instanceof HttpError && error.status === 404);
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth, minWidth: 0 }}>
      <Title title={data?.courseName ?? translate(title)} />
      <Box>
        <Button
          component={Link}
          to={`${basename}${back.to}`}
          startIcon={<ArrowBack />}
          size="small"
        >
          {translate(back.label)}
        </Button>
      </Box>
      {missing ? (
        <Alert severity="info">{translate(notFound)}</Alert>
      ) : waiting || isPending ? (
        <LoadingSkeleton height={skeletonHeight} label="extracurricular.loading" />
      ) : error || !data ? (
        <ServiceFailure error={error} retry={() => void refetch()} />
      ) : (
        children(data)
      )}
    </Stack>
  );
}
