import { HttpError, useNotify } from 'react-admin';

/** A service's refusal of a save: its message in its words and its fields' reasons, if any. */
export const refusalOf = (error: unknown) => {
  const body = (error instanceof HttpError ? error.body : undefined) as
    { message?: string; errors?: Record<string, string> } | undefined;
  return {
    message: body?.message ?? (error instanceof Error ? error.message : String(error)),
    errors: body?.errors,
  };
};

/**
 * A refused save as a form's submit answers it: its message as an error notice, and its fields'
 * reasons (if any) returned, so that they show at their inputs. A save that got no answer says
 * so in the user's language.
 */
export function useNotifyRefusal(): (failure: unknown) => Record<string, string> | undefined {
  const notify = useNotify();
  return (failure) => {
    // No answer came (the network dropped while sending): the form stays as typed, to send again.
    const unanswered = failure instanceof TypeError || !navigator.onLine;
    notify(
      unanswered
        ? 'components.offline.notSent'
        : failure instanceof Error
          ? failure.message
          : 'ra.notification.http_error',
      { type: 'error' },
    );
    return refusalOf(failure).errors;
  };
}
