import { createHash, randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely, Transaction } from 'kysely';
import { type Actor, actorEmployeeId, recordAudit } from '../audit/audit';
import { serviceFamilies } from '../config';
import type { DB } from '../db';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { HttpError, RequestValidationError } from '../http/errors';
import { say } from '../http/i18n';
import type { Message } from '../http/messages';

/** Images the portal shows (no SVG: it can carry scripts). */
export const IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
];

/** Documents employees send (résumés, receipts): PDF and Word, never a format that runs macros. */
export const DOCUMENT_TYPES: readonly string[] = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** The types a module accepts as documents (read from the bytes) and how a refusal names them. */
export interface DocumentKinds {
  types: readonly string[];
  names: string;
}

/** Résumés and letters: PDF or Word (the default of `storeDocuments`). */
export const PDF_OR_WORD: DocumentKinds = { types: DOCUMENT_TYPES, names: 'PDF, DOCX' };

/** Invoices, certificates and other proofs: PDF or a photo of the paper (JPEG, PNG). */
export const PDF_OR_PHOTO: DocumentKinds = {
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  names: 'PDF, JPEG, PNG',
};

export interface Upload {
  /** The form field the file came in. */
  field: string;
  filename: string;
  data: Buffer;
  /** Bytes its uploader may have stored in all (UPLOAD_MAX_USER_BYTES); none when absent. */
  ownerQuotaBytes?: number;
}

/** Which limit an upload crossed: one file, one request's files together, or the user's quota. */
export type UploadLimit = 'file' | 'request' | 'user';

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : `${Math.floor(bytes / 1024)} KB`;

/** 413 naming the field and the limit it crossed (`limit`, `maxBytes` let the portal say it in its language). */
export function uploadTooLarge(field: string, limit: UploadLimit, maxBytes: number): HttpError {
  const reason = say(`upload.${limit}`, { max: megabytes(maxBytes) });
  return new HttpError(
    413,
    say('fieldReason', { field, reason }),
    { [field]: reason },
    { limit, maxBytes },
  );
}

/** A name safe to send back in Content-Disposition: no path, no control or quoting characters. */
export function safeFileName(name: string): string {
  const cleaned = basename(name.replace(/\\/g, '/'))
    .normalize('NFC')
    .replace(/[\p{Cc}"<>|:*?]/gu, '')
    .trim()
    .slice(-100);
  return cleaned || 'file';
}

/** The type read from the bytes (never the client's claim); 400 naming the field when not allowed. */
export async function sniffType(
  upload: Upload,
  allowed: readonly string[] = IMAGE_TYPES,
  typeNames: string = allowed.join(', '),
): Promise<string> {
  const type = await fileTypeFromBuffer(upload.data);
  if (!type || !allowed.includes(type.mime)) {
    throw new RequestValidationError({
      [upload.field]: say('fieldReason', {
        field: upload.field,
        reason: say('upload.type', { types: typeNames }),
      }),
    });
  }
  return type.mime;
}

/** The bytes one employee's uploads take together (the per-user quota; index files_created_by_size). */
export const storedBytesQuery = (db: Kysely<Database>, createdBy: number) =>
  db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
    .where('created_by', '=', createdBy);

/** Stores an upload in the caller's transaction and answers its id. */
export async function saveFile(
  trx: Transaction<Database>,
  upload: Upload,
  mime: string,
  createdBy: number | null,
  { private: isPrivate = false }: { private?: boolean } = {},
): Promise<string> {
  if (upload.ownerQuotaBytes !== undefined && createdBy !== null) {
    // Counted in the write's transaction; two uploads at the same instant may overshoot by one.
    const stored = await storedBytesQuery(trx, createdBy).executeTakeFirstOrThrow();
    if (Number(stored.bytes) + upload.data.length > upload.ownerQuotaBytes) {
      throw uploadTooLarge(upload.field, 'user', upload.ownerQuotaBytes);
    }
  }
  const id = randomUUID();
  await trx
    .insertInto('files')
    .values({
      id,
      name: safeFileName(upload.filename),
      mime,
      size: upload.data.length,
      sha256: createHash('sha256').update(upload.data).digest('hex'),
      data: upload.data,
      created_by: createdBy,
      created_at: new Date().toISOString(),
      private: isPrivate ? 1 : 0,
    })
    .execute();
  return id;
}

/** The upload a multipart body sent in `field`, if any (a text field of that name is not one). */
export const uploadIn = (files: readonly Upload[], field: string): Upload | undefined =>
  files.find((file) => file.field === field);

/** The upload a multipart body must send in `field`: 400 naming the field with `missing` otherwise. */
export function requiredUpload(files: readonly Upload[], field: string, missing: Message): Upload {
  const upload = uploadIn(files, field);
  if (!upload) throw new RequestValidationError({ [field]: missing });
  return upload;
}

/** Stores an image upload, if any (type read from the bytes: 400 naming its field otherwise). */
export async function storeImage(
  trx: Transaction<Database>,
  actor: Actor,
  upload: Upload | undefined,
): Promise<string | null> {
  if (!upload) return null;
  return saveFile(trx, upload, await sniffType(upload), actorEmployeeId(actor));
}

/**
 * The image column of a record written from a multipart body: the image sent in `field`, stored,
 * or else `current` (an update without a new image keeps the record's; a create has none).
 */
export async function storeSentImage(
  trx: Transaction<Database>,
  actor: Actor,
  files: readonly Upload[],
  field: string,
  current: string | null = null,
): Promise<string | null> {
  return (await storeImage(trx, actor, uploadIn(files, field))) ?? current;
}

/** A document stored by `storeDocuments`: what its module keeps and shows of it. */
export interface StoredDocument {
  id: string;
  name: string;
  mime: string;
  size: number;
}

/**
 * Stores documents (of the `accepted` kinds read from the bytes, PDF or DOCX unless the module
 * says otherwise; 400 naming the field otherwise) in the caller's transaction, private: only the
 * owning module's route serves them (`sendDocument`). A refusal throws before the transaction
 * commits, so a request stores all its files or none.
 */
export async function storeDocuments(
  trx: Transaction<Database>,
  actor: Actor,
  uploads: readonly Upload[],
  accepted: DocumentKinds = PDF_OR_WORD,
): Promise<StoredDocument[]> {
  const stored: StoredDocument[] = [];
  for (const upload of uploads) {
    const mime = await sniffType(upload, accepted.types, accepted.names);
    const id = await saveFile(trx, upload, mime, actorEmployeeId(actor), { private: true });
    stored.push({ id, name: safeFileName(upload.filename), mime, size: upload.data.length });
  }
  return stored;
}

/** An image uploaded on its own (a news picture, a newsletter cover): stored, audited as 'file'. */
export async function uploadImage(db: DB, actor: Actor, upload: Upload): Promise<string> {
  const mime = await sniffType(upload);
  return writeTransaction(db, async (trx) => {
    const id = await saveFile(trx, upload, mime, actorEmployeeId(actor));
    await recordAudit(trx, {
      actor,
      entity: 'file',
      entityId: id,
      before: null,
      after: { id, name: upload.filename, mime, size: upload.data.length },
    });
    return id;
  });
}

/**
 * Where the portal reads a stored upload: GET /files/{id} of the main API (./routes.ts), whichever
 * service stored it; null for no file.
 */
export function fileUrl(id: string): string;
export function fileUrl(id: string | null): string | null;
export function fileUrl(id: string | null): string | null {
  return id ? `${serviceFamilies.main}/files/${id}` : null;
}
