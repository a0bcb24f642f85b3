import type { SxProps, Theme } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { type ReactNode, useState } from 'react';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useLocaleState,
  useResourceContext,
  type Validator,
} from 'react-admin';

/**
 * The portal's one date input (decision 0354): a day typed and shown in the portal's language
 * (Spanish dd/mm/aaaa, English mm/dd/yyyy) whatever the browser's, with a calendar beside it,
 * and kept as the contracts send it: 'YYYY-MM-DD', '' while empty or not a whole day yet.
 * `DateInput` is the react-admin input; `DayPicker` the same field for a page's own state.
 */

const DAY = 'YYYY-MM-DD';

/** The class of every date input's field: what tests find one by. */
export const DAY_INPUT_CLASS = 'portal-day-input';

/** A form's value as the picker's: a day's first ten characters ('2026-11-05T…' too), or none. */
const toPicker = (day: unknown): Dayjs | null => {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(day)) return null;
  const parsed = dayjs(day.slice(0, 10), DAY);
  return parsed.isValid() ? parsed : null;
};

/** The picker's value as the form's: the day on the calendar it shows, never shifted by a zone. */
const fromPicker = (value: Dayjs | null): string =>
  value && value.isValid() ? value.format(DAY) : '';

const pickerTexts = {
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

export interface DayPickerProps {
  /** 'YYYY-MM-DD', or '' when empty. */
  value: string;
  onChange: (day: string) => void;
  label: ReactNode;
  /** The first and last days the calendar offers ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  onBlur?: () => void;
  id?: string;
  name?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** A day typed in the portal's language: the field every date of the portal is entered in. */
export function DayPicker({
  value,
  onChange,
  label,
  min,
  max,
  required,
  error,
  helperText,
  disabled,
  onBlur,
  id,
  name,
  fullWidth,
  sx,
}: DayPickerProps) {
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'es';
  // What the field shows: a day being typed is no day yet ('') but stays on screen; a value set
  // from outside (a reset, a default) replaces it.
  const [shown, setShown] = useState<Dayjs | null>(() => toPicker(value));
  if (value !== fromPicker(shown) && !(value === '' && shown && !shown.isValid())) {
    setShown(toPicker(value));
  }
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={pickerTexts[language]}
    >
      <DesktopDatePicker
        value={shown}
        onChange={(next) => {
          setShown(next);
          const day = fromPicker(next);
          if (day !== value) onChange(day);
        }}
        label={label}
        minDate={toPicker(min) ?? undefined}
        maxDate={toPicker(max) ?? undefined}
        disabled={disabled}
        enableAccessibleFieldDOMStructure={false}
        sx={sx}
        slotProps={{
          textField: {
            id,
            name,
            required,
            error,
            helperText,
            fullWidth,
            size: 'small',
            onBlur,
            className: `ra-input ${DAY_INPUT_CLASS}`,
          },
        }}
      />
    </LocalizationProvider>
  );
}

export interface DateInputProps {
  source: string;
  /** An i18n key or text; by default the resource's field label, like react-admin's inputs. */
  label?: string | false;
  helperText?: string | false;
  min?: string;
  max?: string;
  validate?: Validator | Validator[];
  defaultValue?: string;
  fullWidth?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  /** react-admin's filters pass these; the field has nothing to do with them. */
  alwaysOn?: boolean;
  resource?: string;
}

/**
 * A react-admin input of a day ('YYYY-MM-DD'): its rules come from the form's resolver (the
 * contract) or `validate`, its errors show as every input's do.
 */
export function DateInput({
  source,
  label,
  helperText,
  min,
  max,
  validate,
  defaultValue,
  fullWidth,
  disabled,
  sx,
  resource: resourceProp,
}: DateInputProps) {
  const resource = useResourceContext({ resource: resourceProp });
  const { field, fieldState, id, isRequired } = useInput({
    source,
    resource,
    validate,
    defaultValue,
    disabled,
  });
  const { invalid, error } = fieldState;
  return (
    <DayPicker
      id={id}
      name={field.name}
      value={typeof field.value === 'string' ? field.value.slice(0, 10) : ''}
      onChange={(day) => field.onChange(day)}
      onBlur={field.onBlur}
      label={
        label === false ? undefined : (
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        )
      }
      min={min}
      max={max}
      error={invalid}
      helperText={
        helperText !== false || invalid ? (
          <InputHelperText error={error?.message} helperText={helperText} />
        ) : undefined
      }
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
    />
  );
}
