import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { NEWSLETTER_TESTS, newsletterBody } from '../../../contracts/newsletters/newsletters';

/** The form validates with the service's own contract (the cover is uploaded, not typed). */
const formContract = newsletterBody.pick([
  'title',
  'summary',
  'body',
  'startDate',
  'endDate',
  'published',
]);

/** The contract's own tests speak English to API callers; the form shows them translated. */
const TRANSLATED: Record<string, string> = {
  [NEWSLETTER_TESTS.isoDate]: 'newsletters.validation.date',
  [NEWSLETTER_TESTS.notBeforeStart]: 'newsletters.validation.endBeforeStart',
  [NEWSLETTER_TESTS.hasContent]: 'newsletters.validation.bodyEmpty',
};

const validate = yupResolver(formContract);

export const newsletterResolver: Resolver<FieldValues> = async (values, context, options) => {
  const result = await validate(values, context, options as never);
  for (const error of Object.values(result.errors) as (FieldError | undefined)[]) {
    const key = typeof error?.type === 'string' ? TRANSLATED[error.type] : undefined;
    if (error && key) error.message = key;
  }
  return result as never;
};
