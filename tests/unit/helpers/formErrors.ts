import type { FieldErrors } from 'react-hook-form';
import { expect } from 'vitest';

/**
 * Checks a resolver's errors field by field: each named field carries exactly that message key,
 * or has no error where the key is `undefined`. Fields not named are not checked.
 */
export function expectErrorMessages(
  errors: FieldErrors,
  expected: Record<string, string | undefined>,
): void {
  for (const [field, message] of Object.entries(expected)) {
    if (message === undefined) expect(errors[field], field).toBeUndefined();
    else expect(errors[field]?.message, field).toBe(message);
  }
}
