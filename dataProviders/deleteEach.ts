import { HttpError, type Identifier } from 'react-admin';

/** A record a bulk delete left in place, with the service's reason. */
export interface DeleteRefusal {
  id: Identifier;
  /** The service's message (or an i18n key the notice translates: a 503's). */
  reason: string;
}

/**
 * A bulk delete that went only part of the way: `deleted` are gone, `refused` are still there,
 * each with its reason (a category that still has benefits…).
 */
export class PartialDeleteError extends Error {
  constructor(
    readonly deleted: Identifier[],
    readonly refused: DeleteRefusal[],
  ) {
    super(refused.map((refusal) => refusal.reason).join('\n'));
    this.name = 'PartialDeleteError';
  }
}

/** The service refused this record (it is in use, already gone…): the next one may still go. */
const refusesThisRecord = (error: unknown) =>
  error instanceof HttpError && error.status < 500 && error.status !== 401 && error.status !== 403;

const reasonOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'ra.notification.http_error';

/**
 * react-admin's deleteMany as one DELETE per id, one after the other (the services have no bulk
 * delete): every record the service accepts goes; one it refuses stays, with its reason, and
 * the others are still tried. An outage or the end of the session stops there (the rest would
 * fail alike) and reports the ids not tried with it. Any refusal rejects with a
 * PartialDeleteError, so the list can say which stayed and why.
 */
export async function deleteEach(
  ids: readonly Identifier[],
  remove: (id: Identifier) => Promise<unknown>,
): Promise<{ data: Identifier[] }> {
  const deleted: Identifier[] = [];
  const refused: DeleteRefusal[] = [];
  for (const [index, id] of ids.entries()) {
    try {
      await remove(id);
      deleted.push(id);
    } catch (error) {
      if (refusesThisRecord(error)) {
        refused.push({ id, reason: reasonOf(error) });
        continue;
      }
      for (const left of ids.slice(index)) refused.push({ id: left, reason: reasonOf(error) });
      break;
    }
  }
  if (refused.length > 0) throw new PartialDeleteError(deleted, refused);
  return { data: deleted };
}
