import Place from '@mui/icons-material/Place';
import { Box, List, ListItem, Stack, Typography } from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { CALENDAR_APPLICATION } from '../../../../contracts/home/links';
import type { CalendarActivity } from '../../../../contracts/home/settings';
import { SectionCard } from '../../../../resources/shared/SectionCard';
import { formatActivityWhen } from '../../../../resources/home/shared/activityWhen';
import { screenReaderOnly } from '../../../../resources/shared/screenReaderOnly';
import { ContentLink } from './ContentLink';
import { intlLocale } from '../../../../resources/shared/dates';

/** The next activities of the home calendar (GET /CalendarActivitie/GetAllByApplicationId/1). */
export function CalendarSection({ perPage = 5 }: { perPage?: number }) {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  const { data, isPending, error } = useGetList<CalendarActivity>('calendar-activities', {
    pagination: { page: 1, perPage },
    sort: { field: 'startsAt', order: 'ASC' },
    filter: { applicationId: CALENDAR_APPLICATION.home, upcoming: true, active: true },
  });
  const activities = data ?? [];
  const day = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric' });
  const month = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short' });
  return (
    <SectionCard
      title="homeSettings.sections.calendar.title"
      isPending={isPending}
      error={error}
      isEmpty={activities.length === 0}
      emptyText="homeSettings.sections.calendar.empty"
    >
      <List disablePadding>
        {activities.map((activity) => {
          const start = new Date(activity.startsAt);
          return (
            <ListItem key={activity.id} disableGutters alignItems="flex-start" sx={{ gap: 1.5 }}>
              <Box
                aria-hidden
                sx={{
                  minWidth: 48,
                  textAlign: 'center',
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  py: 0.5,
                }}
              >
                <Typography sx={{ fontWeight: 700, lineHeight: 1.1 }}>
                  {day.format(start)}
                </Typography>
                <Typography variant="caption" sx={{ textTransform: 'uppercase' }}>
                  {month.format(start)}
                </Typography>
              </Box>
              <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                <Typography component="h3" variant="subtitle2">
                  {activity.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatActivityWhen(activity, locale)}
                </Typography>
                {activity.location && (
                  <Typography variant="body2" color="text.secondary">
                    <Place
                      fontSize="inherit"
                      aria-hidden
                      sx={{ verticalAlign: 'middle', mr: 0.5 }}
                    />
                    {activity.location}
                  </Typography>
                )}
                {activity.link && (
                  <ContentLink
                    href={activity.link}
                    newTab={!activity.link.startsWith('/')}
                    variant="body2"
                  >
                    {translate('homeSettings.sections.calendar.more')}
                    <Box component="span" sx={screenReaderOnly}>
                      {`: ${activity.title}`}
                    </Box>
                  </ContentLink>
                )}
              </Stack>
            </ListItem>
          );
        })}
      </List>
    </SectionCard>
  );
}
