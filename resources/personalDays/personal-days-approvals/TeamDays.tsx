import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { type Identifier, useTranslate } from 'react-admin';
import {
  daysOf,
  TEAM_WINDOW_DAYS,
  type TeamDay,
} from '../../../contracts/personalDays/personalDays';
import { ApprovalStatusChip } from '../../shared/approvals/ApprovalStatusChip';
import { useFormatDay } from '../../shared/dates';
import { Loaded, useLoadedList } from '../../shared/Loaded';
import { useDays } from '../shared/personalDaysParts';

/** The most teammates' days one request shows (two weeks of a large team). */
const MOST = 100;

/**
 * Before deciding a personal day: the days the requester's team (same supervisor or account)
 * already has pending or approved within `TEAM_WINDOW_DAYS` of it, so the approver sees who else
 * is off that week; soonest first.
 */
export function TeamDays({ requestId }: { requestId: Identifier }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const days = useDays();
  const headingId = useId();
  const { data, read } = useLoadedList<TeamDay>('personal-day-team-days', {
    filter: { requestId },
    sort: { field: 'requestDate', order: 'ASC' },
    pagination: { page: 1, perPage: MOST },
  });
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography variant="h6" component="h3" id={headingId}>
        {translate('personalDays.teamDays.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('personalDays.teamDays.window', { smart_count: TEAM_WINDOW_DAYS })}
      </Typography>
      <Loaded {...read} label="personalDays.teamDays.loading" height={80}>
        {data.length ? (
          <List dense disablePadding aria-labelledby={headingId}>
            {data.map((day) => (
              <ListItem key={day.id} disableGutters divider>
                <ListItemText
                  primary={`${formatDay(day.requestDate)} · ${day.employeeName} (${day.employeeBadge})`}
                  secondary={days(daysOf(day.halves))}
                  sx={{ overflowWrap: 'anywhere' }}
                />
                <ApprovalStatusChip status={day.status} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography>{translate('personalDays.teamDays.empty')}</Typography>
        )}
      </Loaded>
    </Stack>
  );
}
