import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import {
  type AnyObjectSchema,
  isSchema,
  reach,
  type SchemaDescription,
  ValidationError,
} from 'yup';

export interface ContractResolverOptions {
  /**
   * i18n keys for the contract's own rules, whose messages speak English to API callers: by rule
   * name (`plainText`), or by field and rule (`recipients.min`) where one field has its own words.
   * yup's built-in rules already carry catalogue keys (src/i18n/yupLocale.ts); a rule of the
   * contract's own named nowhere here says the generic `components.validation.invalid`.
   */
  messages?: Record<string, string>;
  /** The form's values as the contract writes them, where they differ (a wall-clock date). */
  toContract?: (values: FieldValues) => FieldValues;
  /**
   * Contract field → form field, where the names differ (a multipart body's `Name`): the contract
   * reads the form's value, and its error shows under the form's field.
   */
  fieldOf?: Record<string, string>;
  /** Submit what was typed (a decimal comma the adapter converts) rather than the contract's cast. */
  keepTyped?: boolean;
}

const INVALID = 'components.validation.invalid';

/** A catalogue key (`ra.validation.required`) or react-admin's `{ message, args }`, never a sentence. */
const isTranslatable = (message: unknown) =>
  typeof message === 'object' ||
  (typeof message === 'string' && /^[\w-]+(\.[\w-]+)+$/.test(message));

/** `Name` or `benefitLinks[0].name` under the form's name for its first segment. */
const formPath = (path: string, fieldOf: Record<string, string>) => {
  const [, head = '', rest = ''] = /^([^.[]*)(.*)$/.exec(path) ?? [];
  return `${fieldOf[head] ?? head}${rest}`;
};

/** The form's values under the contract's names as well, converted where the contract asks. */
function contractValues(
  values: FieldValues,
  toContract: ContractResolverOptions['toContract'],
  fieldOf: Record<string, string>,
): FieldValues {
  const converted = toContract ? toContract(values) : values;
  const named = { ...converted };
  for (const [contractField, formField] of Object.entries(fieldOf)) {
    named[contractField] = converted[formField];
  }
  return named;
}

/** Each contract resolver's test of the form fields its contract requires. */
const requiredOf = new WeakMap<Resolver<FieldValues>, (field: string) => boolean>();

/**
 * A react-hook-form resolver from a module's contract (the yup schema its service applies): the
 * form checks the very rules the service does, each field's first error as a translatable key.
 * The form submits the contract's cast values, or its own where the contract reads them otherwise.
 */
export function contractResolver(
  schema: AnyObjectSchema,
  { messages = {}, toContract, fieldOf = {}, keepTyped = false }: ContractResolverOptions = {},
): Resolver<FieldValues> {
  const asTyped = keepTyped || Boolean(toContract) || Object.keys(fieldOf).length > 0;
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    try {
      const cast = (await schema.validate(contractValues(values, toContract, fieldOf), {
        abortEarly: false,
        context,
      })) as FieldValues;
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: asTyped ? { ...values } : cast, errors: {} };
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      const errors: Record<string, FieldError> = {};
      for (const failure of error.inner) {
        const path = formPath(failure.path ?? '', fieldOf);
        if (errors[path]) continue;
        const type = failure.type ?? '';
        const key = messages[`${path}.${type}`] ?? messages[type];
        // yup's own messages may be { message, args }, which react-admin's inputs translate too;
        // an English sentence of the contract's (a rule the form did not name) never shows.
        const own: unknown = failure.message;
        errors[path] = { type, message: key ?? (isTranslatable(own) ? (own as string) : INVALID) };
      }
      return { values: {}, errors: toNestErrors(errors, options) };
    }
  };
  requiredOf.set(resolver, requiredFields(schema, fieldOf));
  return resolver;
}

/**
 * Whether the contract requires a form field (`name`, `benefitLinks.0.name`): a value must be
 * given, so its label wears react-admin's asterisk. A switch always has a value: never marked.
 */
export function requiredFields(
  schema: AnyObjectSchema,
  fieldOf: Record<string, string> = {},
): (field: string) => boolean {
  const contractField = Object.fromEntries(
    Object.entries(fieldOf).map(([contract, form]) => [form, contract]),
  );
  const known = new Map<string, boolean>();
  return (field) => {
    let required = known.get(field);
    if (required === undefined) {
      const [head = '', ...rest] = field.split('.');
      // yup's paths index lists in brackets: benefitLinks[0].name.
      const path = [contractField[head] ?? head, ...rest]
        .join('.')
        .replace(/\.(\d+)(?=\.|$)/g, '[$1]');
      required = false;
      try {
        const rule = reach(schema, path);
        if (isSchema(rule)) {
          const { optional, nullable, type } = rule.describe() as SchemaDescription;
          required = !optional && !nullable && type !== 'boolean';
        }
      } catch {
        // Not a field of the contract (an image the adapter sends on its own): not marked.
      }
      known.set(field, required);
    }
    return required;
  };
}

/** The required-field test of a form's resolver; none for a resolver not built by this kit. */
export const requiredFieldsOf = (resolver: Resolver<FieldValues> | undefined) =>
  resolver ? requiredOf.get(resolver) : undefined;
