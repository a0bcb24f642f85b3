import Cake from '@mui/icons-material/Cake';
import { Avatar, Box, Chip, List, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { BirthdayRecord } from '../../../../dataProviders/home/messages';
import { SectionCard } from '../../../../resources/shared/SectionCard';
import { initials } from './homeMessageHelpers';
import { intlLocale } from '../../../../resources/shared/dates';

/** This month's birthdays (GET /BirthdayMembers): today's first and highlighted, never the year. */
export function BirthdaysSection({ perPage = 50 }: { perPage?: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useGetList<BirthdayRecord>('birthdays', {
    pagination: { page: 1, perPage },
    sort: { field: 'day', order: 'ASC' },
  });
  const dayOf = ({ day, month }: BirthdayRecord) =>
    new Date(Date.UTC(2000, month - 1, day)).toLocaleDateString(intlLocale(locale), {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
  return (
    <SectionCard
      title="birthdays.title"
      isPending={isPending}
      error={error}
      isEmpty={(data ?? []).length === 0}
      emptyText="birthdays.empty"
    >
      <Box
        // A scrolling region must be reachable with the keyboard.
        tabIndex={0}
        role="group"
        aria-label={translate('resources.birthdays.name', { smart_count: 2 })}
        sx={{ maxHeight: 360, overflowY: 'auto' }}
      >
        <List dense disablePadding>
          {(data ?? []).map((member) => (
            <ListItem
              key={member.id}
              disableGutters
              sx={
                member.isToday
                  ? { bgcolor: 'action.selected', borderRadius: 1, px: 1, mb: 0.5 }
                  : undefined
              }
            >
              <ListItemAvatar>
                <Avatar
                  sx={{ bgcolor: member.isToday ? 'secondary.main' : 'grey.700' }}
                  aria-hidden="true"
                >
                  {member.isToday ? <Cake /> : initials(member.fullName)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={member.fullName}
                secondary={member.isToday ? translate('birthdays.greeting') : dayOf(member)}
                slotProps={{ primary: { fontWeight: member.isToday ? 700 : 400 } }}
              />
              {member.isToday && (
                <Chip size="small" color="secondary" label={translate('birthdays.today')} />
              )}
            </ListItem>
          ))}
        </List>
      </Box>
    </SectionCard>
  );
}
