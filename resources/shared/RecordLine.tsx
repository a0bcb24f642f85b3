import { ListItem, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A record of an employee page's list as one line, named by `name` (what finds it): its words,
 * wrapping rather than widening a phone's page, then what it shows or offers beside them, which
 * goes under them when the line is too narrow.
 */
export function RecordLine({
  name,
  primary,
  secondary,
  basis = '14rem',
  alignTop = false,
  children,
}: {
  name: string;
  primary: ReactNode;
  secondary?: ReactNode;
  /** How wide the words stay before what follows them wraps under them. */
  basis?: string;
  /** What follows the words stands at the line's top (beside several lines of words). */
  alignTop?: boolean;
  children?: ReactNode;
}) {
  return (
    <ListItem
      divider
      disableGutters
      aria-label={name}
      sx={{
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 1,
        alignItems: alignTop ? 'flex-start' : undefined,
      }}
    >
      <ListItemText
        primary={primary}
        secondary={secondary}
        sx={{ minWidth: 0, flex: `1 1 ${basis}`, overflowWrap: 'anywhere' }}
      />
      {children}
    </ListItem>
  );
}
