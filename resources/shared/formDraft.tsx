import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';

/** Where an open form's draft is kept on this device: `portal.draft:NAME[:RECORD_ID]`. */
const DRAFT_PREFIX = 'portal.draft';

/** Fields never kept, whatever the form: secrets stay in the page only. */
const SECRET_FIELD = /password|token|secret|pin/i;

const keyOf = (form: string) => `${DRAFT_PREFIX}:${form}`;

/** A value that survives JSON as it is (text, numbers, choices, lists of them): no files. */
function plain(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(plain);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as object).every(plain);
  return false;
}

/** What of the form's values is kept: its plain fields, never a secret. */
export function draftOf(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([field, value]) => !SECRET_FIELD.test(field) && plain(value)),
  );
}

function readDraft(form: string): Record<string, unknown> | null {
  try {
    const stored = localStorage.getItem(keyOf(form));
    const values: unknown = stored ? JSON.parse(stored) : null;
    return values && typeof values === 'object' ? draftOf(values as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const forgetDraft = (form: string) => localStorage.removeItem(keyOf(form));

/** Every form's draft on this device goes with the session that typed it (the sign-out). */
export function forgetAllDrafts(storage: Storage = localStorage): void {
  for (const key of Object.keys(storage))
    if (key.startsWith(`${DRAFT_PREFIX}:`)) storage.removeItem(key);
}

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
      if (name) localStorage.setItem(keyOf(form), JSON.stringify(draftOf(values)));
    });
    return () => {
      subscription.unsubscribe();
      forgetDraft(form);
    };
  }, [form, watch]);
  return null;
}
