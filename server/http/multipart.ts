import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { MAX_UPLOAD_BYTES, type Upload } from '../files/storage';
import { HttpError } from './errors';
import { toRequestValidationError } from './validation';

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 40, fieldSize: 256 * 1024 },
  });
}

const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
const tooLarge = (field: string) =>
  new HttpError(413, `${field} is larger than ${MAX_UPLOAD_MB} MB`, {
    [field]: `at most ${MAX_UPLOAD_MB} MB`,
  });

/**
 * Reads a multipart body: its text fields validated by a yup contract (400 naming each field)
 * and its files, each refused when larger than the limit (413 naming the field).
 */
export async function readMultipart<Contract extends AnyObjectSchema>(
  request: FastifyRequest,
  contract: Contract,
): Promise<{ body: InferType<Contract>; files: Upload[] }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Expected multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Upload[] = [];
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
      fields[part.fieldname] = String(part.value);
    }
  }
  try {
    return {
      body: contract.validateSync(fields, { abortEarly: false, stripUnknown: true }),
      files,
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw toRequestValidationError(error);
  }
}
