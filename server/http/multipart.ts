import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import type { AppConfig } from '../config';
import { type Upload, uploadTooLarge } from '../files/storage';
import { HttpError, RequestValidationError } from './errors';
import { say } from './i18n';
import { validateInput } from './validation';

export type UploadLimits = AppConfig['uploads'];

declare module 'fastify' {
  interface FastifyInstance {
    uploadLimits: UploadLimits;
  }
}

/** Parts of one multipart body: the largest form has a dozen fields and a few files. */
const LIMITS = { files: 5, fields: 40, parts: 50, fieldSize: 256 * 1024 } as const;

export async function registerMultipart(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  app.decorate('uploadLimits', limits);
  await app.register(multipart, {
    limits: { fileSize: limits.maxFileBytes, ...LIMITS },
  });
}

/**
 * A multipart error as the caller's fault: our own refusals and the plugin's limits keep their
 * 4xx, anything the parser throws (no boundary, a truncated or garbled body) is a 400 saying so.
 */
function multipartError(error: unknown): Error {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof HttpError) return error;
  if (status === 413 || (error as { code?: string }).code?.endsWith('_LIMIT'))
    return new HttpError(
      413,
      say('multipart.tooManyParts', { fields: LIMITS.fields, files: LIMITS.files }),
    );
  if (status && status < 500) return error as Error;
  return new HttpError(400, say('multipart.malformed'), { body: say('multipart.incomplete') });
}

/** The file fields a multipart body may carry, each with how many files it takes. */
export type FileFields = Readonly<Record<string, number>>;

/** File fields that take one file each. */
export const oneFileEach = (...fields: readonly string[]): FileFields =>
  Object.fromEntries(fields.map((field) => [field, 1]));

/** A 400 naming the field when the route takes no file there, or no more. */
function checkFileField(fileFields: FileFields, files: readonly Upload[], field: string): void {
  const max = Object.hasOwn(fileFields, field) ? fileFields[field]! : 0;
  if (max === 0) throw new RequestValidationError({ [field]: say('multipart.unexpectedFile') });
  if (files.filter((file) => file.field === field).length >= max)
    throw new RequestValidationError({ [field]: say('multipart.tooManyFiles', { max }) });
}

/**
 * Reads a multipart body: its text fields validated by a yup contract (400 naming each field)
 * and its files, refused with 413 naming the field when one is larger than the file limit or
 * all of them together than the request limit, and with 400 naming the field when the route takes
 * no file under that name or fewer files (`fileFields`): nothing sent is dropped unsaid. A file is
 * read chunk by chunk and reading stops at the first limit crossed, so one request never holds
 * more than the request limit in memory.
 */
export async function readMultipart<Contract extends AnyObjectSchema>(
  request: FastifyRequest,
  contract: Contract,
  fileFields: FileFields,
): Promise<{ body: InferType<Contract>; files: Upload[] }> {
  if (!request.isMultipart()) throw new HttpError(415, say('multipart.expected'));
  const limits = request.server.uploadLimits;
  // No prototype: a part named `__proto__` or `toString` is only data (and dropped before yup).
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: Upload[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          total += chunk.length;
          if (total > limits.maxRequestBytes) {
            throw uploadTooLarge(part.fieldname, 'request', limits.maxRequestBytes);
          }
          chunks.push(chunk);
        }
        // @fastify/multipart cuts the stream at the file limit and marks it truncated.
        if (part.file.truncated) throw uploadTooLarge(part.fieldname, 'file', limits.maxFileBytes);
        const data = Buffer.concat(chunks);
        // An empty file part is a file input left empty (a browser's form sends it): no file.
        if (data.length > 0) {
          checkFileField(fileFields, files, part.fieldname);
          files.push({
            field: part.fieldname,
            filename: part.filename,
            data,
            ownerQuotaBytes: limits.maxUserBytes,
          });
        }
      } else {
        if (Object.hasOwn(fields, part.fieldname))
          throw new RequestValidationError({ [part.fieldname]: say('multipart.sentTwice') });
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { body: validateInput<InferType<Contract>>(contract, { ...fields }), files };
}
