import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useBasename, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from './menu';
import { type SearchResult, searchMenu } from './search';

/**
 * The top bar's search box: the pages the user may open. Loaded by ./GlobalSearch on first use;
 * it continues from what was typed meanwhile. The menu comes from the caller so this chunk does
 * not carry the module list.
 */
export default function SearchAutocomplete({
  initialQuery,
  menu,
}: {
  initialQuery: string;
  menu: readonly MenuEntry[];
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const { permissions } = usePermissions<string[]>();
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<SearchResult[]>([]);
  // Typed into the stand-in: the list opens as it would have on that typing.
  const [open, setOpen] = useState(initialQuery !== '');

  useEffect(() => {
    const timer = setTimeout(() => {
      setResults(
        query.trim() ? searchMenu(query, { roles: permissions ?? [], translate }, menu) : [],
      );
    }, 200);
    return () => clearTimeout(timer);
  }, [query, permissions, translate, menu]);

  return (
    <Autocomplete<SearchResult, false, false, false>
      size="small"
      sx={{ width: { xs: 160, sm: 260 }, mx: 1 }}
      options={results}
      filterOptions={(options) => options}
      groupBy={(option) => translate(option.group)}
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
      }}
      noOptionsText={
        query.trim() ? translate('shell.search.noResults') : translate('shell.search.hint')
      }
      renderInput={(params) => (
        <TextField
          {...params}
          variant="outlined"
          margin="none"
          hiddenLabel
          autoFocus
          placeholder={translate('components.search.placeholder')}
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': translate('components.search.label') },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              sx: { bgcolor: 'background.paper', borderRadius: 1 },
            },
          }}
        />
      )}
    />
  );
}
