import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useBasename, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { type SearchResult, searchEverything } from './search';

/**
 * The top bar's search box: the pages the user may open, and later each module's records.
 * Loaded by ./GlobalSearch on first use; it continues from what was typed meanwhile.
 */
export default function SearchAutocomplete({ initialQuery }: { initialQuery: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const { permissions } = usePermissions<string[]>();
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<SearchResult[]>([]);
  // Typed into the stand-in: the list opens as it would have on that typing.
  const [open, setOpen] = useState(initialQuery !== '');

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void searchEverything(query, { roles: permissions ?? [], translate }).then((found) => {
        if (current) setResults(found);
      });
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, permissions, translate]);

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
