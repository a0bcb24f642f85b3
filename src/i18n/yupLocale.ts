import { type LocaleObject, setLocale } from 'yup';

type Every<T> = { [K in keyof T]-?: Required<NonNullable<T[K]>> };

/** A translatable message with react-admin's `{ message, args }` shape. */
const withArgs =
  <P extends object>(key: string, args: (params: P) => Record<string, unknown>) =>
  (params: P) => ({ message: key, args: args(params) });

const INVALID = 'components.validation.invalid';

/**
 * Every message of yup's, as a catalogue key (typed so that a message yup adds is a type error
 * here): no English default of yup's can reach a form, whatever rule a contract uses.
 */
export const YUP_MESSAGES: Every<LocaleObject> = {
  mixed: {
    default: INVALID,
    required: 'ra.validation.required',
    defined: 'ra.validation.required',
    notNull: 'ra.validation.required',
    // An empty input a number could not be read from is a missing value, not a wrong one.
    notType: ({ originalValue, type }: { originalValue: unknown; type: string }) =>
      originalValue === '' || originalValue == null
        ? 'ra.validation.required'
        : type === 'number'
          ? 'ra.validation.number'
          : INVALID,
    oneOf: withArgs('ra.validation.oneOf', ({ values }: { values: unknown }) => ({
      options: values,
    })),
    notOneOf: INVALID,
  },
  string: {
    length: withArgs('components.validation.length', ({ length }: { length: number }) => ({
      length,
    })),
    min: withArgs('ra.validation.minLength', ({ min }: { min: number }) => ({ min })),
    max: withArgs('ra.validation.maxLength', ({ max }: { max: number }) => ({ max })),
    email: 'ra.validation.email',
    matches: INVALID,
    url: 'components.validation.url',
    uuid: INVALID,
    datetime: 'components.validation.date',
    datetime_precision: 'components.validation.date',
    datetime_offset: 'components.validation.date',
    trim: INVALID,
    lowercase: INVALID,
    uppercase: INVALID,
  },
  number: {
    min: withArgs('ra.validation.minValue', ({ min }: { min: number }) => ({ min })),
    max: withArgs('ra.validation.maxValue', ({ max }: { max: number }) => ({ max })),
    lessThan: withArgs('components.validation.lessThan', ({ less }: { less: number }) => ({
      less,
    })),
    moreThan: withArgs('components.validation.moreThan', ({ more }: { more: number }) => ({
      more,
    })),
    positive: withArgs('components.validation.moreThan', () => ({ more: 0 })),
    negative: withArgs('components.validation.lessThan', () => ({ less: 0 })),
    integer: 'components.validation.integer',
  },
  date: {
    min: 'components.validation.date',
    max: 'components.validation.date',
  },
  boolean: { isValue: INVALID },
  object: { noUnknown: INVALID, exact: INVALID },
  array: {
    length: withArgs('components.validation.items', ({ length }: { length: number }) => ({
      smart_count: length,
    })),
    min: withArgs('components.validation.minItems', ({ min }: { min: number }) => ({
      smart_count: min,
    })),
    max: withArgs('components.validation.maxItems', ({ max }: { max: number }) => ({
      smart_count: max,
    })),
  },
  tuple: { notType: INVALID },
};

/**
 * In the portal, the contracts' yup messages are catalogue keys, which its inputs translate: the
 * same schema validates in Spanish or English here and in English on the server. Importing this
 * module sets them; the portal build resolves 'yup' to ./yup.ts, which imports it first
 * (vite.config.ts).
 */
export function translatableYupMessages(): void {
  setLocale(YUP_MESSAGES);
}

translatableYupMessages();
