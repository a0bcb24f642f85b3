import type { Transaction } from 'kysely';
import { actorEmployeeId, type Actor } from '../../../audit/audit';
import type { ApiUser } from '../../../auth/apiTokens';
import { serviceFamilies } from '../../../config';
import type { Database } from '../../../db/schema';
import { fileUrl, saveFile, sniffType, type Upload } from '../../../files/storage';

/** Who reads: owners (Benefits_Owner, System_Admin) also see inactive rows. */
export type Reader = Pick<ApiUser, 'role'>;

export const now = () => new Date().toISOString();

/** Where the portal reads a stored image (GET /files/{id} of the main API), or null. */
export const imageUrl = (fileId: string | null): string | null =>
  fileId ? fileUrl(serviceFamilies.main, fileId) : null;

/** The upload sent in `field`, if any (the SPEC §9 placeholder -1 is a text field, not a file). */
export const uploadIn = (files: Upload[], field: string): Upload | undefined =>
  files.find((file) => file.field === field);

/** Stores an image (type read from the bytes: 400 naming the field otherwise) in `trx`. */
export async function storeImage(
  trx: Transaction<Database>,
  actor: Actor,
  upload: Upload | undefined,
): Promise<string | undefined> {
  if (!upload) return undefined;
  const mime = await sniffType(upload);
  return saveFile(trx, upload, mime, actorEmployeeId(actor));
}
