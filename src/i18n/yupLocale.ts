import { setLocale } from 'yup';

/**
 * In the portal, the contracts' yup messages are react-admin message keys, which its inputs
 * translate: the same schema validates in Spanish or English here and in English on the server.
 * Importing this module sets them; the portal build resolves 'yup' to ./yup.ts, which imports it
 * first (vite.config.ts).
 */
export function translatableYupMessages(): void {
  setLocale({
    mixed: {
      required: 'ra.validation.required',
      notType: 'ra.validation.required',
      oneOf: ({ values }) => ({ message: 'ra.validation.oneOf', args: { options: values } }),
    },
    string: {
      min: ({ min }) => ({ message: 'ra.validation.minLength', args: { min } }),
      max: ({ max }) => ({ message: 'ra.validation.maxLength', args: { max } }),
      email: 'ra.validation.email',
      matches: 'ra.validation.regex',
    },
    number: {
      min: ({ min }) => ({ message: 'ra.validation.minValue', args: { min } }),
      max: ({ max }) => ({ message: 'ra.validation.maxValue', args: { max } }),
      integer: 'ra.validation.number',
      positive: ({ more }) => ({ message: 'ra.validation.minValue', args: { min: more + 1 } }),
    },
  });
}

translatableYupMessages();
