import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Dialog, IconButton, type Theme, Tooltip, useMediaQuery } from '@mui/material';
import { type ChangeEvent, type ComponentType, useState } from 'react';
import { useTranslate } from 'react-admin';
import { menu } from './menu';
import type { SearchAutocompleteProps } from './SearchAutocomplete';
import { searchSources } from './searchSources';

type SearchBox = ComponentType<SearchAutocompleteProps>;

/** The autocomplete's chunk, fetched on first use. */
const loadSearchBox = () => import('./SearchAutocomplete').then((module) => module.default);

/**
 * The top bar's search. The autocomplete (MUI Autocomplete, TextField and their inputs) is not
 * in the first download of every page: a plain input of the same look stands in until the user
 * focuses it, then the real one takes over with what was typed and the focus. On a phone the top
 * bar has no room for a field: a button opens the search full screen.
 */
export function GlobalSearch() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return isPhone ? <PhoneSearch /> : <DeskSearch />;
}

function DeskSearch() {
  const translate = useTranslate();
  // The stand-in stays mounted (keeping what is typed) until the module has arrived.
  const [Loaded, setLoaded] = useState<SearchBox | null>(null);
  const [typed, setTyped] = useState('');
  if (Loaded) return <Loaded initialQuery={typed} menu={menu} sources={searchSources} />;
  return (
    <Box
      sx={{
        width: 260,
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
          void loadSearchBox().then((box) => setLoaded(() => box));
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
}

/** A button in the top bar; the search opens full screen, its results under the field. */
function PhoneSearch() {
  const translate = useTranslate();
  const [Loaded, setLoaded] = useState<SearchBox | null>(null);
  const [open, setOpen] = useState(false);
  const label = translate('components.search.label');
  const close = () => setOpen(false);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => {
            void loadSearchBox().then((box) => {
              setLoaded(() => box);
              setOpen(true);
            });
          }}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {Loaded && (
        <Dialog
          fullScreen
          open={open}
          onClose={close}
          slotProps={{ paper: { 'aria-label': label } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
            <Loaded
              initialQuery=""
              menu={menu}
              sources={searchSources}
              fullWidth
              onOpened={close}
            />
            <IconButton aria-label={translate('shell.search.close')} onClick={close}>
              <CloseIcon />
            </IconButton>
          </Box>
        </Dialog>
      )}
    </>
  );
}
