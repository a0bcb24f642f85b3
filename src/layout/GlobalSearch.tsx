import SearchIcon from '@mui/icons-material/Search';
import { Box } from '@mui/material';
import { type ChangeEvent, type ComponentType, useState } from 'react';
import { useTranslate } from 'react-admin';
import { menu } from './menu';

type SearchBox = ComponentType<{ initialQuery: string; menu: typeof menu }>;

/**
 * The top bar's search. The autocomplete (MUI Autocomplete, TextField and their inputs) is not
 * in the first download of every page: a plain input of the same look stands in until the user
 * focuses it, then the real one takes over with what was typed and the focus.
 */
export function GlobalSearch() {
  const translate = useTranslate();
  // The stand-in stays mounted (keeping what is typed) until the module has arrived.
  const [Loaded, setLoaded] = useState<SearchBox | null>(null);
  const [typed, setTyped] = useState('');
  const standIn = (
    <Box
      sx={{
        width: { xs: 160, sm: 260 },
        mx: 1,
        height: 40,
        px: 1.75,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <SearchIcon fontSize="small" sx={{ color: 'action.active' }} />
      <Box
        component="input"
        value={typed}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value)}
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-label={translate('components.search.label')}
        placeholder={translate('components.search.placeholder')}
        onFocus={() => {
          void import('./SearchAutocomplete').then((module) => setLoaded(() => module.default));
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          fontSize: '1rem',
          p: 0,
        }}
      />
    </Box>
  );
  return Loaded ? <Loaded initialQuery={typed} menu={menu} /> : standIn;
}
