import { HttpError } from 'react-admin';

/** A service's refusal of a save: its message in its words and its fields' reasons, if any. */
export const refusalOf = (error: unknown) => {
  const body = (error instanceof HttpError ? error.body : undefined) as
    { message?: string; errors?: Record<string, string> } | undefined;
  return {
    message: body?.message ?? (error instanceof Error ? error.message : String(error)),
    errors: body?.errors,
  };
};
