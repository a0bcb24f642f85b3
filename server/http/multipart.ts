import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import { MAX_UPLOAD_BYTES, type Upload } from '../files/storage';
import { HttpError, RequestValidationError } from './errors';
import { validateInput } from './validation';

/** Parts of one multipart body: the largest form has a dozen fields and a few files. */
const LIMITS = { files: 5, fields: 40, parts: 50, fieldSize: 256 * 1024 } as const;

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, ...LIMITS },
  });
}

const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
const tooLarge = (field: string) =>
  new HttpError(413, `${field} is larger than ${MAX_UPLOAD_MB} MB`, {
    [field]: `at most ${MAX_UPLOAD_MB} MB`,
  });

/**
 * A multipart error as the caller's fault: the plugin's limits keep their 413, anything the
 * parser throws (no boundary, a truncated or garbled body) is a 400 saying so.
 */
function multipartError(error: unknown): Error {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof HttpError) return error;
  if (status === 413 || (error as { code?: string }).code?.endsWith('_LIMIT'))
    return new HttpError(
      413,
      `The multipart body has too many parts: at most ${LIMITS.fields} fields and ${LIMITS.files} files`,
    );
  if (status && status < 500) return error as Error;
  return new HttpError(400, 'The multipart body is malformed (missing boundary or truncated)', {
    body: 'must be a complete multipart/form-data body',
  });
}

/**
 * Reads a multipart body: its text fields validated by a yup contract (400 naming each field)
 * and its files, each refused when larger than the limit (413 naming the field).
 */
export async function readMultipart<Contract extends AnyObjectSchema>(
  request: FastifyRequest,
  contract: Contract,
): Promise<{ body: InferType<Contract>; files: Upload[] }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Expected multipart/form-data');
  // No prototype: a part named `__proto__` or `toString` is only data (and dropped before yup).
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: Upload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // @fastify/multipart throws its own terse "request file too large": name the field instead.
        const data = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(part.fieldname);
          throw error;
        });
        if (part.file.truncated) throw tooLarge(part.fieldname);
        if (data.length > 0) files.push({ field: part.fieldname, filename: part.filename, data });
      } else {
        if (Object.hasOwn(fields, part.fieldname))
          throw new RequestValidationError({ [part.fieldname]: 'must be sent once' });
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { body: validateInput<InferType<Contract>>(contract, { ...fields }), files };
}
