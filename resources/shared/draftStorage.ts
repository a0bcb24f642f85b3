/**
 * The employees' form drafts on this device (formDraft.tsx keeps them as they are typed):
 * `portal.draft:NAME[:RECORD_ID]`, plain values only, never a secret. Without React, so that the
 * sign-out forgets them without bringing the forms' code into the shell.
 */
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

export function readDraft(form: string): Record<string, unknown> | null {
  try {
    const stored = localStorage.getItem(keyOf(form));
    const values: unknown = stored ? JSON.parse(stored) : null;
    return values && typeof values === 'object' ? draftOf(values as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const writeDraft = (form: string, values: Record<string, unknown>) =>
  localStorage.setItem(keyOf(form), JSON.stringify(draftOf(values)));

export const forgetDraft = (form: string) => localStorage.removeItem(keyOf(form));

/** Every form's draft on this device goes with the session that typed it (the sign-out). */
export function forgetAllDrafts(storage: Storage = localStorage): void {
  for (const key of Object.keys(storage))
    if (key.startsWith(`${DRAFT_PREFIX}:`)) storage.removeItem(key);
}
