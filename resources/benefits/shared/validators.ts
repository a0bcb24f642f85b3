import { type Validator } from 'react-admin';

/** An optional web address, as the service checks it (yup url()). */
export const httpsUrl: Validator = (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  try {
    const url = new URL(String(value));
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? undefined
      : 'benefits.validation.url';
  } catch {
    return 'benefits.validation.url';
  }
};

/** The end of a window: not before `startDate` (both 'YYYY-MM-DDTHH:mm'). */
export const notBeforeStart: Validator = (value: unknown, values: Record<string, unknown>) =>
  value && values.startDate && String(value) < String(values.startDate)
    ? 'benefits.validation.endBeforeStart'
    : undefined;
