import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { BENEFIT_LOCATION_TESTS, benefitLocationBody } from '../../../contracts/benefits/locations';

/** The contract's own tests speak English to API callers; the form shows them translated. */
const TRANSLATED: Record<string, string> = {
  typeError: 'benefitLocations.validation.decimal',
  [BENEFIT_LOCATION_TESTS.insideCostaRica]: 'benefitLocations.validation.insideCostaRica',
  [BENEFIT_LOCATION_TESTS.phone]: 'benefitLocations.validation.phone',
};

const validate = yupResolver(benefitLocationBody);

/** The location form validates with the service's own contract. */
export const locationResolver: Resolver<FieldValues> = async (values, context, options) => {
  const result = await validate(values, context, options as never);
  for (const error of Object.values(result.errors) as (FieldError | undefined)[]) {
    const key = typeof error?.type === 'string' ? TRANSLATED[error.type] : undefined;
    if (error && key) error.message = key;
  }
  // The form keeps what was typed (a decimal comma); the adapter converts at the edge.
  return (Object.keys(result.errors).length ? result : { values, errors: {} }) as never;
};
