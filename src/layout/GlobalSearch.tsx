import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useBasename, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { type SearchResult, searchEverything } from './search';

/** The top bar's search box: the pages the user may open, and later each module's records. */
export function GlobalSearch() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const { permissions } = usePermissions<string[]>();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);

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
      inputValue={query}
      onInputChange={(_event, value) => setQuery(value)}
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
