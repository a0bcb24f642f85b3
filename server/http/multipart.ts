import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import type { AppConfig } from '../config';
import { type Upload, uploadTooLarge } from '../files/storage';
import { HttpError } from './errors';
import { toRequestValidationError } from './validation';

export type UploadLimits = AppConfig['uploads'];

declare module 'fastify' {
  interface FastifyInstance {
    uploadLimits: UploadLimits;
  }
}

export async function registerMultipart(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  app.decorate('uploadLimits', limits);
  await app.register(multipart, {
    limits: { fileSize: limits.maxFileBytes, files: 5, fields: 40, fieldSize: 256 * 1024 },
  });
}

/**
 * Reads a multipart body: its text fields validated by a yup contract (400 naming each field)
 * and its files, refused with 413 naming the field when one is larger than the file limit or
 * all of them together than the request limit. A file is read chunk by chunk and reading stops
 * at the first limit crossed, so one request never holds more than the request limit in memory.
 */
export async function readMultipart<Contract extends AnyObjectSchema>(
  request: FastifyRequest,
  contract: Contract,
): Promise<{ body: InferType<Contract>; files: Upload[] }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Expected multipart/form-data');
  const limits = request.server.uploadLimits;
  const fields: Record<string, string> = {};
  const files: Upload[] = [];
  let total = 0;
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
      if (data.length > 0) {
        files.push({
          field: part.fieldname,
          filename: part.filename,
          data,
          ownerQuotaBytes: limits.maxUserBytes,
        });
      }
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
