import { type SxProps, type Theme, useMediaQuery } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
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
import { companyInstant, companyWallClock } from '../../contracts/calendar';

/**
 * The portal's date, date-and-time and time inputs (decisions 0354 and 0356): typed and shown in
 * the portal's language whatever the browser's — Spanish dd/mm/aaaa and 24-hour hh:mm, English
 * mm/dd/yyyy and hh:mm am/pm — with a calendar or a clock beside them, and kept as the forms
 * keep them: a day 'YYYY-MM-DD', a date and time 'YYYY-MM-DDTHH:mm' (or an ISO instant read on
 * the company's clock), a time 'HH:mm'; '' while empty or not whole yet.
 * `DateInput`, `DateTimeInput` and `TimeInput` are react-admin inputs; `DayPicker`,
 * `DateTimePicker` and `TimePicker` the same fields for a page's own state.
 */

/** The class of every date input's field: what tests find one by. */
export const DAY_INPUT_CLASS = 'portal-day-input';
/** The class of every date-and-time input's field. */
export const DATE_TIME_INPUT_CLASS = 'portal-date-time-input';
/** The class of every time input's field. */
export const TIME_INPUT_CLASS = 'portal-time-input';

/** What one kind of input keeps: the form's value read for the picker, and written back. */
interface Kind {
  picker: 'date' | 'dateTime' | 'time';
  className: string;
  /** The form's value as the picker's, or none. */
  toPicker: (value: unknown) => Dayjs | null;
  /** The picker's value as the form's: '' while empty or not whole. */
  fromPicker: (value: Dayjs | null) => string;
}

const DAY = 'YYYY-MM-DD';
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';
const TIME = 'HH:mm';

const whole = (value: Dayjs | null): value is Dayjs => Boolean(value?.isValid());

/** `text` read in `format` when its start matches `pattern` ('…:ss' and '…T…' tails ignored). */
const reading =
  (pattern: RegExp, format: string, prefix = '') =>
  (value: unknown): Dayjs | null => {
    const match = typeof value === 'string' ? pattern.exec(value) : null;
    if (!match) return null;
    const parsed = dayjs(
      prefix + match[0].replace(' ', 'T'),
      prefix ? `${DAY}T${format}` : format,
      true,
    );
    return parsed.isValid() ? parsed : null;
  };

const KINDS = {
  /** A day: its first ten characters ('2026-11-05T…' too), written on the calendar it shows. */
  day: {
    picker: 'date',
    className: DAY_INPUT_CLASS,
    toPicker: reading(/^\d{4}-\d{2}-\d{2}/, DAY),
    fromPicker: (value) => (whole(value) ? value.format(DAY) : ''),
  },
  /** A wall-clock date and time, as datetime-local kept it ('YYYY-MM-DDTHH:mm', seconds read). */
  wallClock: {
    picker: 'dateTime',
    className: DATE_TIME_INPUT_CLASS,
    toPicker: reading(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/, WALL_CLOCK),
    fromPicker: (value) => (whole(value) ? value.format(WALL_CLOCK) : ''),
  },
  /** An ISO instant, shown and typed on the company's clock (America/Costa_Rica). */
  instant: {
    picker: 'dateTime',
    className: DATE_TIME_INPUT_CLASS,
    toPicker: (value) => {
      const instant = typeof value === 'string' && value ? new Date(value) : null;
      if (!instant || Number.isNaN(instant.getTime())) return null;
      return dayjs(companyWallClock(instant).slice(0, 16), WALL_CLOCK, true);
    },
    fromPicker: (value) =>
      whole(value) ? companyInstant(value.format(WALL_CLOCK)).toISOString() : '',
  },
  /** A time of day, as a time input kept it ('HH:mm', seconds read). */
  time: {
    picker: 'time',
    className: TIME_INPUT_CLASS,
    toPicker: reading(/^\d{2}:\d{2}/, TIME, '2000-01-01T'),
    fromPicker: (value) => (whole(value) ? value.format(TIME) : ''),
  },
} satisfies Record<string, Kind>;

type KindName = keyof typeof KINDS;

/**
 * On a phone the date-and-time popup keeps only its calendar: the hour and minute columns beside
 * it would push the page sideways at 390 px. The time is typed in the field, as on every screen.
 */
const CALENDAR_ONLY = { hours: null, minutes: null, meridiem: null } as const;

const pickerTexts = {
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

interface FieldProps {
  label: ReactNode;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  onBlur?: () => void;
  id?: string;
  name?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  /** The input's own accessible name, when the visible label needs a context ('Entrada del lunes'). */
  ariaLabel?: string;
}

interface PickerProps extends FieldProps {
  kind: KindName;
  /** The form's value; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** The first and last days the calendar offers ('YYYY-MM-DD'): days only. */
  min?: string;
  max?: string;
}

/** One of the portal's pickers, in the portal's language, holding the form's value. */
function Picker({
  kind: kindName,
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
  ariaLabel,
}: PickerProps) {
  const kind: Kind = KINDS[kindName];
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'es';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The value as the picker writes it: what a change is compared with.
  const held = kind.fromPicker(kind.toPicker(value));
  // What the field shows: a value being typed is none yet ('') but stays on screen; a value set
  // from outside (a reset, a default) replaces it.
  const [shown, setShown] = useState<Dayjs | null>(() => kind.toPicker(value));
  if (held !== kind.fromPicker(shown) && !(held === '' && shown && !shown.isValid())) {
    setShown(kind.toPicker(value));
  }
  const common = {
    value: shown,
    onChange: (next: Dayjs | null) => {
      setShown(next);
      const written = kind.fromPicker(next);
      if (written !== held) onChange(written);
    },
    label,
    disabled,
    enableAccessibleFieldDOMStructure: false as const,
    sx,
    slotProps: {
      textField: {
        id,
        name,
        required,
        error,
        helperText,
        fullWidth,
        size: 'small' as const,
        onBlur,
        className: `ra-input ${kind.className}`,
        ...(ariaLabel ? { slotProps: { htmlInput: { 'aria-label': ariaLabel } } } : {}),
      },
    },
  };
  const ampm = language === 'en';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={pickerTexts[language]}
    >
      {kind.picker === 'date' && (
        <DesktopDatePicker
          {...common}
          minDate={KINDS.day.toPicker(min) ?? undefined}
          maxDate={KINDS.day.toPicker(max) ?? undefined}
        />
      )}
      {kind.picker === 'dateTime' && (
        <DesktopDateTimePicker
          {...common}
          ampm={ampm}
          viewRenderers={phone ? CALENDAR_ONLY : undefined}
        />
      )}
      {kind.picker === 'time' && <DesktopTimePicker {...common} ampm={ampm} />}
    </LocalizationProvider>
  );
}

export interface DayPickerProps extends FieldProps {
  /** 'YYYY-MM-DD', or '' when empty. */
  value: string;
  onChange: (day: string) => void;
  /** The first and last days the calendar offers ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
}

/** A day typed in the portal's language: the field every date of the portal is entered in. */
export const DayPicker = (props: DayPickerProps) => <Picker kind="day" {...props} />;

export interface DateTimePickerProps extends FieldProps {
  /** 'YYYY-MM-DDTHH:mm' (or, with `instant`, an ISO instant), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** The value is an ISO instant, shown and typed on the company's clock. */
  instant?: boolean;
}

/** A date and time typed in the portal's language (dd/mm/aaaa hh:mm; mm/dd/yyyy hh:mm am). */
export const DateTimePicker = ({ instant, ...props }: DateTimePickerProps) => (
  <Picker kind={instant ? 'instant' : 'wallClock'} {...props} />
);

export interface TimePickerProps extends FieldProps {
  /** 'HH:mm', or '' when empty. */
  value: string;
  onChange: (time: string) => void;
}

/** A time of day typed in the portal's language (24-hour hh:mm; English hh:mm am/pm). */
export const TimePicker = (props: TimePickerProps) => <Picker kind="time" {...props} />;

export interface DateInputProps {
  source: string;
  /** An i18n key or text; by default the resource's field label, like react-admin's inputs. */
  label?: string | false;
  helperText?: string | false;
  validate?: Validator | Validator[];
  defaultValue?: string;
  fullWidth?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  /** react-admin's filters pass these; the field has nothing to do with them. */
  alwaysOn?: boolean;
  resource?: string;
  /** The first and last days the calendar offers ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
}

/**
 * A react-admin input of one of the kinds: its rules come from the form's resolver (the
 * contract) or `validate`, its errors show as every input's do.
 */
function KindInput({
  kind,
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
}: DateInputProps & { kind: KindName }) {
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
    <Picker
      kind={kind}
      id={id}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      label={
        label === false ? undefined : (
          // The resource as given, like react-admin's inputs: without it, an input in an array
          // is named by the array's label ('stops.time'), not the resource's field.
          <FieldTitle
            label={label}
            source={source}
            resource={resourceProp}
            isRequired={isRequired}
          />
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

/** A react-admin input of a day ('YYYY-MM-DD'). */
export const DateInput = (props: DateInputProps) => <KindInput kind="day" {...props} />;

export type DateTimeInputProps = Omit<DateInputProps, 'min' | 'max'> & {
  /** The value is an ISO instant, shown and typed on the company's clock. */
  instant?: boolean;
};

/**
 * A react-admin input of a date and time: 'YYYY-MM-DDTHH:mm' on the wall clock, as a
 * datetime-local input kept it, or with `instant` the ISO instant of that time on the company's
 * clock.
 */
export const DateTimeInput = ({ instant, ...props }: DateTimeInputProps) => (
  <KindInput kind={instant ? 'instant' : 'wallClock'} {...props} />
);

export type TimeInputProps = Omit<DateInputProps, 'min' | 'max'>;

/** A react-admin input of a time of day ('HH:mm'). */
export const TimeInput = (props: TimeInputProps) => <KindInput kind="time" {...props} />;
