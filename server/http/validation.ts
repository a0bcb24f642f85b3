import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { FastifyInstance } from 'fastify';
import { type AnySchema, isSchema, ValidationError } from 'yup';
import { HttpError, RequestValidationError } from './errors';
import { say, YUP_RULES } from './i18n';
import { checkNumbers, inspectInput, isPrototypeKey, jsonShapeProblem } from './inputLimits';
import { type Message, SHARED } from './messages';

/** Route schemas are the yup contracts of `contracts/`: they validate here and document in OpenAPI. */
export function registerYupValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, method, url }) => {
    if (!isSchema(schema)) throw new Error(`${method} ${url}: route schemas must be yup contracts`);
    const contract = schema as AnySchema;
    return (data: unknown) => {
      try {
        return { value: validateInput(contract, data) };
      } catch (error) {
        if (!(error instanceof RequestValidationError)) throw error;
        return { error };
      }
    };
  });
  registerJsonParser(app);
}

/**
 * Every way into a contract (params, query, JSON and multipart bodies): the input limits first
 * (no prototype-named keys, lists or objects only where the contract has them, no NUL, bounded
 * strings), then yup, then the numbers a column can hold. Throws the 400 naming each field.
 */
export function validateInput<T = unknown>(contract: AnySchema, data: unknown): T {
  const value = validateContract<T>(contract, inspectInput(contract, data));
  checkNumbers(contract, value);
  return value;
}

/**
 * Data through a contract's yup rules alone: yup's 400 naming each field. A request's input goes
 * through `validateInput` (its limits first); a file's content read as data (an uploaded GeoJSON)
 * comes here directly, bounded by the upload limits instead.
 */
export function validateContract<T = unknown>(contract: AnySchema, data: unknown): T {
  try {
    return contract.validateSync(data, { abortEarly: false, stripUnknown: true }) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw toRequestValidationError(error);
  }
}

/**
 * JSON bodies are measured (depth, keys) on the text before they are parsed, so a nested or
 * sprawling body costs one pass over its characters and never reaches a recursive walk.
 */
function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
}

/**
 * A JSON body as every route takes it (measured, then parsed without prototype-named keys); also
 * the parser of JSON's other media types (SCIM's application/scim+json).
 */
export function parseJsonBody(
  _request: unknown,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
): void {
  const text = body as string;
  if (text.trim() === '')
    return done(new RequestValidationError({ body: say('body.empty') }), undefined);
  const problem = jsonShapeProblem(text);
  if (problem) return done(new RequestValidationError({ body: problem }), undefined);
  try {
    // Prototype-named keys are dropped here too, for routes that read a body without a schema.
    done(
      null,
      JSON.parse(text, (key, value: unknown) => (isPrototypeKey(key) ? undefined : value)),
    );
  } catch {
    done(new HttpError(400, say('body.notJson'), { body: say('body.mustBeJson') }), undefined);
  }
}

/**
 * A failed rule as a message: one of yup's own (`http.validation.string.max`), recognised by its
 * words, or a contract's own rule, worded by the route's module (`validation.<field>.<rule>`, then
 * `validation.<rule>`; see Message.local). English keeps the words the rule gave.
 */
function ruleMessage(issue: ValidationError): Message {
  const words = String(issue.message);
  const params = {
    ...issue.params,
    path: String(issue.params?.path ?? issue.path ?? 'body'),
    words,
  };
  const yupRule = YUP_RULES.find(({ english }) => english(params) === words);
  if (yupRule) return { code: yupRule.code, params };
  return {
    code: `${SHARED}.validation.invalid`,
    params,
    local: [`validation.${issue.path ?? ''}.${issue.type ?? ''}`, `validation.${issue.type ?? ''}`],
  };
}

/** A yup failure as our 400: the first reason for each field. */
export function toRequestValidationError(error: ValidationError): RequestValidationError {
  const fields: Record<string, Message> = {};
  for (const issue of error.inner.length ? error.inner : [error])
    fields[issue.path || 'body'] ??= ruleMessage(issue);
  return new RequestValidationError(fields);
}

/** yup → JSON Schema for the OpenAPI document; plain JSON schemas pass through. */
export function toJsonSchema(schema: unknown): unknown {
  return isSchema(schema) ? convertSchema(schema as AnySchema) : schema;
}
