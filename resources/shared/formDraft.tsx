import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { forgetDraft, readDraft, writeDraft } from './draftStorage';

/** The draft this form left on this device (a reload, the app closed offline), read once. */
export function useStoredDraft(form: string | undefined): Record<string, unknown> | null {
  const [stored] = useState(() => (form ? readDraft(form) : null));
  return stored;
}

/**
 * Keeps what the user types in the form (inside it) on this device as they type, so that a
 * dropped network, a reload or the app closed does not lose it; the form's page takes it back
 * (`useStoredDraft`). Leaving the form in the portal, after its submit or by cancelling,
 * forgets it; a failed submit stays on the form and keeps it.
 */
export function FormDraft({ form }: { form: string }) {
  const { watch } = useFormContext();
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name) writeDraft(form, values);
    });
    return () => {
      subscription.unsubscribe();
      forgetDraft(form);
    };
  }, [form, watch]);
  return null;
}
