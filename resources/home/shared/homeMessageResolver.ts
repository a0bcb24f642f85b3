import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

/**
 * A form resolver from a contract schema whose custom rules (`plainText`, `afterFrom`, an
 * array's `min`…) answer in the service's English: each `field.rule` (or `rule`) found in
 * `messages` shows that i18n key instead. The contract stays the one source of the rules.
 */
export function translatedResolver(
  schema: AnyObjectSchema,
  messages: Record<string, string>,
): Resolver<FieldValues> {
  const resolve = yupResolver(schema) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [field, error] of Object.entries(result.errors)) {
      const type = typeof error?.type === 'string' ? error.type : '';
      const key = messages[`${field}.${type}`] ?? messages[type];
      if (key && error) error.message = key;
    }
    return result;
  };
}
