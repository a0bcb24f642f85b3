import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { FastifyInstance } from 'fastify';
import { type AnySchema, isSchema, ValidationError } from 'yup';
import { RequestValidationError } from './errors';

/** Route schemas are the yup contracts of `contracts/`: they validate here and document in OpenAPI. */
export function registerYupValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, method, url }) => {
    if (!isSchema(schema)) throw new Error(`${method} ${url}: route schemas must be yup contracts`);
    const contract = schema as AnySchema;
    return (data: unknown) => {
      try {
        return { value: contract.validateSync(data, { abortEarly: false, stripUnknown: true }) };
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        return { error: toRequestValidationError(error) };
      }
    };
  });
}

/** A yup failure as our 400: the first reason for each field. */
export function toRequestValidationError(error: ValidationError): RequestValidationError {
  const fields: Record<string, string> = {};
  for (const issue of error.inner.length ? error.inner : [error])
    fields[issue.path || 'body'] ??= issue.message;
  return new RequestValidationError(fields);
}

/** yup → JSON Schema for the OpenAPI document; plain JSON schemas pass through. */
export function toJsonSchema(schema: unknown): unknown {
  return isSchema(schema) ? convertSchema(schema as AnySchema) : schema;
}
