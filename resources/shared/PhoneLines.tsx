import {
  Box,
  Checkbox,
  Collapse,
  FormControlLabel,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import {
  ListNoResults,
  type RaRecord,
  RecordContextProvider,
  SimpleListLoading,
  useBasename,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';

/** The lines of each record on a phone. */
export interface PhoneLinesProps<T extends RaRecord> {
  primaryText: (record: T) => ReactNode;
  secondaryText?: (record: T) => ReactNode;
  /** A short word at the right of the first line (a state). */
  tertiaryText?: (record: T) => ReactNode;
  leftAvatar?: (record: T) => ReactNode;
}

/** What opening a record does: its page (a portal path), or a click (its dialog). */
export type OpenRecord<T> = (record: T) => string | (() => void);

/** On phones, long words (e-mail addresses, links) break instead of widening the line. */
const LINES_WRAP = { '& .MuiListItemText-root': { overflowWrap: 'anywhere' } } as const;

/**
 * A record's lines: a link to its page, a button opening its dialog (or its panel below, saying
 * whether it is open), or plain text.
 */
function RecordOpener({
  to,
  expanded,
  children,
}: {
  to?: string | (() => void);
  expanded?: boolean;
  children: ReactNode;
}) {
  const basename = useBasename();
  const sx = { flex: 1, minWidth: 0, px: 1, borderRadius: 1 };
  if (typeof to === 'string') {
    return (
      <ListItemButton component={Link} to={`${basename}${to}`} sx={sx}>
        {children}
      </ListItemButton>
    );
  }
  if (to) {
    return (
      <ListItemButton onClick={to} aria-expanded={expanded} sx={sx}>
        {children}
      </ListItemButton>
    );
  }
  return <Box sx={{ ...sx, display: 'flex', alignItems: 'center', py: 0.75 }}>{children}</Box>;
}

/**
 * A list's records as lines on a phone (inside a react-admin <List>): each opens the record (or
 * its `expand` panel under it), its buttons at the right end; with `bulkActions`, each has its
 * own checkbox (named after the record) and the page a 'select all' one, and the count and the
 * actions show once some are selected. The checkbox, the opener and the buttons are siblings,
 * never one inside another.
 */
export function PhoneLines<T extends RaRecord>({
  lines,
  open,
  expand,
  actions,
  bulkActions,
  nameOf,
}: {
  lines: PhoneLinesProps<T>;
  open?: OpenRecord<T>;
  /** The record's panel, opened under its lines (instead of `open`). */
  expand?: ReactNode;
  actions?: (record: T) => ReactNode;
  bulkActions?: ReactNode;
  /** What a record's checkbox names. */
  nameOf: (record: T) => string;
}) {
  const { data, isPending, selectedIds, onToggleItem, onSelect, onUnselectItems } =
    useListContext<T>();
  const translate = useTranslate();
  const [expanded, setExpanded] = useState<T['id'] | null>(null);
  const opener = (record: T) =>
    expand ? () => setExpanded(expanded === record.id ? null : record.id) : open?.(record);
  if (isPending) {
    return (
      <SimpleListLoading
        hasLeftAvatarOrIcon={Boolean(lines.leftAvatar)}
        hasSecondaryText={Boolean(lines.secondaryText)}
        hasTertiaryText={Boolean(lines.tertiaryText)}
      />
    );
  }
  if (!data || data.length === 0) return <ListNoResults />;
  const onPage = data.map((record) => record.id);
  const selectedOnPage = onPage.filter((id) => selectedIds.includes(id));
  return (
    <>
      {bulkActions && (
        // The grid's bulk toolbar is one line wide: on a phone the count and the actions wrap.
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1, px: 0.5, pt: 1 }}
        >
          <FormControlLabel
            sx={{ mr: 'auto' }}
            label={translate('components.adminList.selectAll')}
            control={
              <Checkbox
                checked={selectedOnPage.length === onPage.length}
                indeterminate={selectedOnPage.length > 0 && selectedOnPage.length < onPage.length}
                onChange={(event) => (event.target.checked ? onSelect(onPage) : onUnselectItems())}
              />
            }
          />
          {selectedIds.length > 0 && (
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, ml: 'auto' }}
            >
              <Typography variant="body2" role="status">
                {translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
              </Typography>
              {bulkActions}
            </Stack>
          )}
        </Stack>
      )}
      <List sx={LINES_WRAP}>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <ListItem divider disableGutters sx={{ gap: 0.5, px: 0.5, py: 0.5, flexWrap: 'wrap' }}>
              {bulkActions && (
                <Checkbox
                  checked={selectedIds.includes(record.id)}
                  onChange={() => onToggleItem(record.id)}
                  slotProps={{
                    input: {
                      'aria-label': translate('components.adminList.select', {
                        name: nameOf(record),
                      }),
                    },
                  }}
                />
              )}
              <RecordOpener
                to={opener(record)}
                expanded={expand ? expanded === record.id : undefined}
              >
                {lines.leftAvatar && <ListItemAvatar>{lines.leftAvatar(record)}</ListItemAvatar>}
                <ListItemText
                  primary={
                    <>
                      {lines.primaryText(record)}
                      {lines.tertiaryText && (
                        <Box component="span" sx={{ float: 'right', color: 'text.secondary' }}>
                          {lines.tertiaryText(record)}
                        </Box>
                      )}
                    </>
                  }
                  secondary={lines.secondaryText?.(record)}
                />
              </RecordOpener>
              {actions && <Box sx={{ flexShrink: 0 }}>{actions(record)}</Box>}
              {expand && (
                <Collapse
                  in={expanded === record.id}
                  unmountOnExit
                  sx={{ flexBasis: '100%', px: 1 }}
                >
                  {expand}
                </Collapse>
              )}
            </ListItem>
          </RecordContextProvider>
        ))}
      </List>
    </>
  );
}
