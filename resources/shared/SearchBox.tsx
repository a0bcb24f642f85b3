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

/**
 * Reports `text` once it has stayed the same for SEARCH_DEBOUNCE_MS, unless it is what was last
 * `reported`: the one debounce of the portal's search fields. It calls the latest `report`, so a
 * page that re-renders while the typing pauses does not restart the wait.
 */
function useReportWhenTypingPauses(text: string, reported: string, report: (text: string) => void) {
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  }, [report]);
  useEffect(() => {
    if (text === reported) return undefined;
    const wait = setTimeout(() => reportRef.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(wait);
  }, [text, reported]);
}

/** The search box: placeholder 'Type here' (English), labelled 'Buscar' / 'Search'. */
export function SearchBox({ value, onChange, onSearch, fullWidth, sx }: SearchBoxProps) {
  const translate = useTranslate();
  const [searched, setSearched] = useState(value);
  const search = (text: string) => {
    setSearched(text);
    onSearch?.(text);
  };
  useReportWhenTypingPauses(value, searched, search);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || value === '') return;
    // Only swallow Escape when there is something to clear, so a dialog around can still close.
    event.preventDefault();
    event.stopPropagation();
    onChange('');
    search('');
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
  useReportWhenTypingPauses(typed.trim(), value, onSearch);
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
