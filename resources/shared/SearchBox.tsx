import SearchIcon from '@mui/icons-material/Search';
import {
  InputAdornment,
  TextField,
  type TextFieldProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
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

/**
 * A page's own search field, under its label (an i18n key): what is typed shows at once and is
 * reported to `onSearch`, trimmed, once the typing pauses; a `value` changed from elsewhere (the
 * address walked back, the filters cleared) is what it shows then.
 */
export function SearchField({
  label,
  value,
  onSearch,
  ...field
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
} & Pick<TextFieldProps, 'fullWidth' | 'slotProps' | 'sx'>) {
  const translate = useTranslate();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (typed.trim() !== value) setTyped(value);
  }
  useEffect(() => {
    if (typed.trim() === value) return undefined;
    const wait = setTimeout(() => onSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(wait);
  }, [typed, value, onSearch]);
  return (
    <TextField
      type="search"
      size="small"
      label={translate(label)}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      {...field}
    />
  );
}
