import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

/**
 * A form resolver over a contract schema whose own tests (named `test` → i18n key) speak English
 * to API callers: the form shows those messages translated.
 */
export function testMessagesResolver(
  schema: AnyObjectSchema,
  translated: Record<string, string>,
): Resolver<FieldValues> {
  const validate = yupResolver(schema);
  return async (values, context, options) => {
    const result = await validate(values, context, options as never);
    const visit = (errors: Record<string, unknown>) => {
      for (const error of Object.values(errors)) {
        if (!error || typeof error !== 'object') continue;
        const field = error as FieldError;
        const key = typeof field.type === 'string' ? translated[field.type] : undefined;
        if (key) field.message = key;
        else visit(error as Record<string, unknown>);
      }
    };
    visit(result.errors as Record<string, unknown>);
    return result as never;
  };
}
