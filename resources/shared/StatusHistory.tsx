import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One move as the history shows it: what happened, then its details (when, who, the note). */
export interface StatusHistoryEntry {
  key: string | number;
  primary: string;
  /** Shown joined by « · », the empty ones left out. */
  details: readonly (string | null | undefined)[];
}

/** Who made a move: a person as a history names them. */
interface Mover {
  fullName: string;
}

/**
 * Who made a move, as its details say it: their name, or 'X en nombre de Y' when a substitute
 * decided while the approver was away.
 */
export function useChangedBy(): (change: {
  changedBy: Mover | null;
  onBehalfOf?: Mover | null;
}) => string | undefined {
  const translate = useTranslate();
  return ({ changedBy, onBehalfOf }) =>
    changedBy && onBehalfOf
      ? translate('components.statusHistory.onBehalfOf', {
          by: changedBy.fullName,
          principal: onBehalfOf.fullName,
        })
      : changedBy?.fullName;
}

/**
 * A record's status moves, oldest first, as a list named `label` (an i18n key); with `heading`,
 * under a heading of the same words (a record's page).
 */
export function StatusHistory({
  label,
  entries,
  heading = false,
}: {
  label: string;
  entries: readonly StatusHistoryEntry[];
  heading?: boolean;
}) {
  const translate = useTranslate();
  const list = (
    <List dense disablePadding aria-label={translate(label)}>
      {entries.map((entry) => (
        <ListItem key={entry.key} disableGutters divider>
          <ListItemText
            primary={entry.primary}
            secondary={entry.details.filter(Boolean).join(' · ')}
            sx={{ overflowWrap: 'anywhere' }}
          />
        </ListItem>
      ))}
    </List>
  );
  return heading ? (
    <>
      <Typography variant="h6" component="h2">
        {translate(label)}
      </Typography>
      {list}
    </>
  ) : (
    list
  );
}
