import type { AnySchema } from 'yup';
import { MAX_RECORD_ID } from '../../contracts/fields';
import { RequestValidationError } from './errors';
import { say } from './i18n';
import type { Message } from './messages';

/**
 * What any request may carry, checked before a contract sees it: the contracts then only ever
 * meet plain, shallow, bounded data, whatever a route forgets to declare.
 */
export const INPUT_LIMITS = {
  /** Nesting of objects and arrays in a JSON body (the deepest contract needs 4). */
  maxDepth: 16,
  /** Keys and array items in one JSON body, all levels together. */
  maxKeys: 2_000,
  /** Characters of any one string (rich text included; the contracts set tighter limits). */
  maxStringLength: 256 * 1024,
} as const;

/** The largest value of the integer columns (ids, quantities, orders): 32-bit signed. */
const MAX_INTEGER = MAX_RECORD_ID;

/** Keys that name a member of every object (`toString`, `__proto__`…): never data. */
export const isPrototypeKey = (key: string) => key in Object.prototype;

const SCALAR_TYPES = new Set(['string', 'number', 'boolean', 'date']);

/** The schema of `key` inside an object, array or tuple schema; undefined when not known. */
function childSchema(schema: AnySchema | undefined, key: string): AnySchema | undefined {
  if (!schema) return undefined;
  const node = schema as unknown as {
    type: string;
    fields?: Record<string, AnySchema>;
    innerType?: AnySchema;
    spec: { types?: AnySchema[] };
  };
  if (node.type === 'object' && node.fields && Object.hasOwn(node.fields, key))
    return node.fields[key];
  if (node.type === 'array') return node.innerType;
  if (node.type === 'tuple') return node.spec.types?.[Number(key)];
  return undefined;
}

/**
 * A field that carries a whole file as text (a base64 image) declares its own limit with
 * `.meta({ maxInputLength })`; every other string keeps `maxStringLength`.
 */
function longStringLimit(node: AnySchema | undefined): number | undefined {
  const limit = (node?.spec as { meta?: { maxInputLength?: unknown } } | undefined)?.meta
    ?.maxInputLength;
  return typeof limit === 'number' ? limit : undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
/** An item's path as yup names it: `buildings[0]`. */
const item = (path: string, index: number) => `${path || 'body'}[${index}]`;

const COMPOUND_TYPES = new Set(['object', 'array', 'tuple']);

/**
 * A query value a contract reads as JSON text, `.meta({ jsonText: true })` (`sort`, `range`,
 * `filter` of the admin lists, contracts/restQuery.ts): checked as the JSON it holds, so
 * `filter={"q":[1]}` is refused as `filter.q` like the same shape in a body.
 */
const isJsonText = (node: AnySchema | undefined) =>
  (node?.spec as { meta?: { jsonText?: unknown } } | undefined)?.meta?.jsonText === true;

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => (isPrototypeKey(key) ? undefined : value));
  } catch {
    // Not JSON: the contract's type error names it.
    return undefined;
  }
}

const nullable = (node: AnySchema) => (node.spec as { nullable?: boolean }).nullable === true;

/**
 * A copy of `data` without prototype-named keys, or the 400 naming every field that is a list or
 * an object where the contract wants one value, holds a NUL character or a string over the limit,
 * and every item of a list that is null, or one value where the contract wants an object or a
 * list: a contract's own tests never meet a shape its types refuse. Recursion is bounded: JSON
 * bodies were refused beyond `maxDepth` by the parser, and this walk stops there too.
 */
export function inspectInput(schema: AnySchema | undefined, data: unknown): unknown {
  const errors: Record<string, Message> = {};
  const walk = (
    value: unknown,
    node: AnySchema | undefined,
    path: string,
    depth: number,
  ): unknown => {
    if (typeof value === 'string') {
      const max = longStringLimit(node) ?? INPUT_LIMITS.maxStringLength;
      if (value.length > max) errors[path || 'body'] ??= say('limits.stringTooLong', { max });
      else if (value.includes('\u0000')) errors[path || 'body'] ??= say('limits.nul');
      else if (isJsonText(node)) walk(parsedJson(value), node, path, depth);
      return value;
    }
    if (value === null || typeof value !== 'object') return value;
    if (node && SCALAR_TYPES.has(node.type) && !(value instanceof Date)) {
      errors[path || 'body'] ??= say(
        Array.isArray(value) ? 'limits.listNotValue' : 'limits.objectNotValue',
      );
      return value;
    }
    // A list where the contract wants an object, or the other way round.
    if (node?.type === 'object' && Array.isArray(value)) {
      errors[path || 'body'] ??= say('limits.valueNotObject');
      return value;
    }
    if ((node?.type === 'array' || node?.type === 'tuple') && !Array.isArray(value)) {
      errors[path || 'body'] ??= say('limits.valueNotList');
      return value;
    }
    if (depth >= INPUT_LIMITS.maxDepth) {
      errors[path || 'body'] ??= say('limits.tooDeep', { max: INPUT_LIMITS.maxDepth });
      return value;
    }
    if (Array.isArray(value))
      return value.map((entry: unknown, index): unknown => {
        const entryNode = childSchema(node, String(index));
        if (entryNode && (entry === null || entry === undefined) && !nullable(entryNode)) {
          errors[item(path, index)] ??= say('limits.nullItem');
          return entry;
        }
        if (entryNode && COMPOUND_TYPES.has(entryNode.type) && !isObject(entry)) {
          errors[item(path, index)] ??= say(
            entryNode.type === 'object' ? 'limits.valueNotObject' : 'limits.valueNotList',
          );
          return entry;
        }
        return walk(entry, entryNode, item(path, index), depth + 1);
      });
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (isPrototypeKey(key)) continue;
      copy[key] = walk(
        (value as Record<string, unknown>)[key],
        childSchema(node, key),
        join(path, key),
        depth + 1,
      );
    }
    return copy;
  };
  const clean = walk(data, schema, '', 0);
  if (Object.keys(errors).length) throw new RequestValidationError(errors);
  return clean;
}

const isObject = (value: unknown) => value !== null && typeof value === 'object';

function hasTest(schema: AnySchema, name: string): boolean {
  return schema.tests.some((test) => test.OPTIONS?.name === name);
}

/**
 * The 400 naming every number a contract let through that no column can hold: not finite, or a
 * whole number outside the 32-bit range of the integer columns.
 */
export function checkNumbers(schema: AnySchema | undefined, value: unknown): void {
  const errors: Record<string, Message> = {};
  const walk = (item: unknown, node: AnySchema | undefined, path: string, depth: number) => {
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) errors[path || 'body'] ??= say('limits.notFinite');
      else if (node?.type === 'number' && hasTest(node, 'integer') && Math.abs(item) > MAX_INTEGER)
        errors[path || 'body'] ??= say('limits.integerRange', { max: MAX_INTEGER });
      return;
    }
    if (item === null || typeof item !== 'object' || depth >= INPUT_LIMITS.maxDepth) return;
    if (Array.isArray(item))
      item.forEach((entry, index) =>
        walk(entry, childSchema(node, String(index)), join(path, String(index)), depth + 1),
      );
    else
      for (const [key, entry] of Object.entries(item))
        walk(entry, childSchema(node, key), join(path, key), depth + 1);
  };
  walk(value, schema, '', 0);
  if (Object.keys(errors).length) throw new RequestValidationError(errors);
}

/**
 * Whether a JSON text nests deeper or holds more keys and items than the limits: one pass over
 * the characters, before JSON.parse builds anything. Answers the reason, or null when it fits.
 */
export function jsonShapeProblem(text: string): Message | null {
  let depth = 0;
  let entries = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > INPUT_LIMITS.maxDepth)
        return say('limits.tooDeep', { max: INPUT_LIMITS.maxDepth });
      entries++;
    } else if (char === 0x7d || char === 0x5d) depth--;
    else if (char === 0x2c && ++entries > INPUT_LIMITS.maxKeys)
      return say('limits.tooManyKeys', { max: INPUT_LIMITS.maxKeys });
  }
  return null;
}
