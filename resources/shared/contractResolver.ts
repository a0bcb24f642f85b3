import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { type AnyObjectSchema, ValidationError } from 'yup';

export interface ContractResolverOptions {
  /**
   * i18n keys for the contract's own rules, whose messages speak English to API callers: by rule
   * name (`plainText`), or by field and rule (`recipients.min`) where one field has its own words.
   * yup's built-in rules already carry react-admin's keys (src/i18n/yupLocale.ts).
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
  return async (values, context, options) => {
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
        // yup's own messages may be { message, args }, which react-admin's inputs translate too.
        errors[path] = { type, message: key ?? (failure.message as string) };
      }
      return { values: {}, errors: toNestErrors(errors, options) };
    }
  };
}
