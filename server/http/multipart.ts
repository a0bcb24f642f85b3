import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AnyObjectSchema, ValidationError } from 'yup';
import { MAX_UPLOAD_BYTES, type Upload } from '../files/storage';
import { HttpError } from './errors';
import { toRequestValidationError } from './validation';

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 40, fieldSize: 256 * 1024 },
  });
}

/**
 * Reads a multipart body: its text fields validated by a yup contract (400 naming each field)
 * and its files, each refused when larger than the limit (413 naming the field).
 */
export async function readMultipart<T>(
  request: FastifyRequest,
  contract: AnyObjectSchema,
): Promise<{ body: T; files: Upload[] }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Expected multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Upload[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated) {
        throw new HttpError(413, `${part.fieldname} is larger than ${MAX_UPLOAD_BYTES} bytes`, {
          [part.fieldname]: `at most ${MAX_UPLOAD_BYTES} bytes`,
        });
      }
      if (data.length > 0) files.push({ field: part.fieldname, filename: part.filename, data });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  try {
    return {
      body: contract.validateSync(fields, { abortEarly: false, stripUnknown: true }) as T,
      files,
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw toRequestValidationError(error);
  }
}
