import { MenuItem, type SxProps, TextField, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A choice of a filter: its value and the words shown; a bare string is both. */
export type FilterChoice = string | { id: string; name: string };

/**
 * A filter of an employee page's list: one of `choices`, or "any" (the empty value) when the
 * filter may be left open.
 */
export function FilterSelect({
  label,
  any,
  value,
  choices,
  onChange,
  disabled,
  sx,
}: {
  /** i18n keys of the label and of the "any" choice (none: one of `choices` is always chosen). */
  label: string;
  any?: string;
  value: string;
  choices: readonly FilterChoice[];
  onChange: (value: string) => void;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      fullWidth={!sx}
      sx={sx}
    >
      {any && <MenuItem value="">{translate(any)}</MenuItem>}
      {choices.map((choice) => {
        const { id, name } = typeof choice === 'string' ? { id: choice, name: choice } : choice;
        return (
          <MenuItem key={id} value={id}>
            {name}
          </MenuItem>
        );
      })}
    </TextField>
  );
}
