import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One move as the history shows it: what happened, then its details (when, who, the note). */
export interface StatusHistoryEntry {
  key: string | number;
  primary: string;
  /** Shown joined by « · », the empty ones left out. */
  details: readonly (string | null | undefined)[];
}

/** A record's status moves, oldest first, as a list named `label` (an i18n key). */
export function StatusHistory({
  label,
  entries,
}: {
  label: string;
  entries: readonly StatusHistoryEntry[];
}) {
  const translate = useTranslate();
  return (
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
}
