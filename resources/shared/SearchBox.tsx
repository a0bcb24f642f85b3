import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the text once the user has stopped typing for 300 ms, and at once on Escape. */
  onSearch?: (value: string) => void;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** The search box: placeholder 'Type here' (English), labelled 'Buscar' / 'Search'. */
export function SearchBox({ value, onChange, onSearch, fullWidth, sx }: SearchBoxProps) {
  const translate = useTranslate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (text: string, delay: number) => {
    clearTimeout(timer.current);
    if (delay === 0) {
      onSearchRef.current?.(text);
      return;
    }
    timer.current = setTimeout(() => onSearchRef.current?.(text), delay);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.value);
    schedule(event.target.value, SEARCH_DEBOUNCE_MS);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || value === '') return;
    // Only swallow Escape when there is something to clear, so a dialog around can still close.
    event.preventDefault();
    event.stopPropagation();
    onChange('');
    schedule('', 0);
  };

  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      placeholder={translate('components.search.placeholder')}
      fullWidth={fullWidth}
      sx={sx}
      slotProps={{
        htmlInput: { 'aria-label': translate('components.search.label') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
