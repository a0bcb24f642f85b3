import SearchIcon from '@mui/icons-material/Search';
import {
  Autocomplete,
  Box,
  CircularProgress,
  InputAdornment,
  ListSubheader,
  type PopperProps,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useBasename, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { screenReaderOnly } from '../../resources/shared/screenReaderOnly';
import type { MenuEntry } from './menu';
import { allowedSources, type ComposedSearchSource, type SearchResult, searchMenu } from './search';
import { useRecordSearch } from './useRecordSearch';

export interface SearchAutocompleteProps {
  initialQuery: string;
  menu: readonly MenuEntry[];
  sources: readonly ComposedSearchSource[];
  /** In the phone's full-screen dialog: as wide as the screen, its list under the field. */
  fullWidth?: boolean;
  /** A result was opened. */
  onOpened?: () => void;
}

/** The results' panel on a desk: wider than the field, so a record's second line fits. */
const WIDE_POPPER: Partial<PopperProps> = {
  placement: 'bottom-end',
  style: { width: 'min(440px, calc(100vw - 16px))' },
};

/**
 * The top bar's search box: the pages the user may open, then the records of each module's
 * search sources the user's roles may ask, grouped by kind. Loaded by ./GlobalSearch on first
 * use; it continues from what was typed meanwhile. The menu and the sources come from the caller
 * so this chunk does not carry the module list.
 */
export default function SearchAutocomplete({
  initialQuery,
  menu,
  sources,
  fullWidth = false,
  onOpened,
}: SearchAutocompleteProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const groupId = useId();
  const { permissions } = usePermissions<string[]>();
  const [query, setQuery] = useState(initialQuery);
  // Typed into the stand-in: the list opens as it would have on that typing.
  const [open, setOpen] = useState(initialQuery !== '');
  const roles = useMemo(() => permissions ?? [], [permissions]);
  const asked = useMemo(() => allowedSources(sources, roles), [sources, roles]);
  const { records, pending } = useRecordSearch(query, asked);
  const pages = useMemo(
    () => (query.trim() ? searchMenu(query, { roles, translate }, menu) : []),
    [query, roles, translate, menu],
  );
  const results = useMemo(() => [...pages, ...records], [pages, records]);

  const status = !query.trim()
    ? ''
    : pending
      ? translate('shell.search.loading')
      : results.length
        ? translate('shell.search.found', { smart_count: results.length })
        : translate('shell.search.noResults');

  return (
    <>
      <Autocomplete<SearchResult, false, false, false>
        size="small"
        sx={fullWidth ? { flex: 1 } : { width: 260, mx: 1 }}
        options={results}
        filterOptions={(options) => options}
        groupBy={(option) => option.group}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        inputValue={query}
        onInputChange={(_event, value, reason) => {
          // 'reset' comes only from mounting (the value is always null): keep what the stand-in had.
          if (reason !== 'reset') setQuery(value);
        }}
        value={null}
        onChange={(_event, option) => {
          if (!option) return;
          setQuery('');
          navigate(`${basename}${option.to}`);
          onOpened?.();
        }}
        // A search box, not a select: no arrow; the clear button speaks the user's language.
        forcePopupIcon={false}
        clearText={translate('ra.action.clear_input_value')}
        loading={pending}
        loadingText={translate('shell.search.loading')}
        noOptionsText={
          query.trim() ? translate('shell.search.noResults') : translate('shell.search.hint')
        }
        disablePortal={fullWidth}
        slotProps={{
          ...(fullWidth ? {} : { popper: WIDE_POPPER }),
          // Full screen, the list may take the screen under the field.
          listbox: { sx: { maxHeight: fullWidth ? 'calc(100dvh - 96px)' : '60vh' } },
        }}
        renderGroup={({ key, group, children }) => {
          const headingId = `${groupId}-${key}`;
          return (
            <li key={key} role="presentation">
              <ListSubheader id={headingId} component="div" role="presentation">
                {/* A resource's name is 'Noticia |||| Noticias': the group is the plural. */}
                {translate(group, { smart_count: 2 })}
              </ListSubheader>
              <Box component="ul" role="group" aria-labelledby={headingId} sx={{ p: 0 }}>
                {children}
              </Box>
            </li>
          );
        }}
        // Keyed by id: MUI keys by label, and two pages may share one ('Cafetería').
        renderOption={({ key: _byLabel, ...props }, option) => (
          <li key={option.id} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap>{option.label}</Typography>
              {option.detail && (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {option.detail}
                </Typography>
              )}
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            variant="outlined"
            margin="none"
            hiddenLabel
            autoFocus
            placeholder={translate('components.search.placeholder')}
            slotProps={{
              htmlInput: {
                ...params.inputProps,
                'aria-label': translate('components.search.label'),
              },
              input: {
                ...params.InputProps,
                // While the sources are asked, a spinner stands where the magnifier is.
                startAdornment: (
                  <InputAdornment position="start">
                    {pending ? (
                      <CircularProgress size={20} aria-hidden="true" />
                    ) : (
                      <SearchIcon fontSize="small" />
                    )}
                  </InputAdornment>
                ),
                sx: { bgcolor: 'background.paper', borderRadius: 1 },
              },
            }}
          />
        )}
      />
      {/* Screen readers hear when the results change: searching, how many, none. */}
      <Box role="status" sx={screenReaderOnly}>
        {status}
      </Box>
    </>
  );
}
