import { SCIM } from '../../../../contracts/workforce/scim';
import type { ScimUser } from './users';

type Doc = Record<string, unknown>;

/** Answered whatever the client asks (RFC 7643 7: returned "always"). */
const ALWAYS = ['schemas', 'id'];
const EXTENSIONS = [SCIM.enterprise, SCIM.portal];

const names = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** The key of `doc` a name means, ignoring case (SCIM's attribute names do). */
const keyIn = (doc: Doc, name: string) =>
  Object.keys(doc).find((key) => key.toLowerCase() === name.toLowerCase());

/** An attribute's place: its container's key (an extension, or none for the core) and its path. */
function placeOf(path: string): { extension: string | undefined; parts: string[] } {
  const extension = EXTENSIONS.find((urn) => path.toLowerCase().startsWith(`${urn.toLowerCase()}`));
  let rest = path;
  if (extension) rest = path.slice(extension.length).replace(/^:/, '');
  else if (path.toLowerCase().startsWith(`${SCIM.user.toLowerCase()}:`)) {
    rest = path.slice(SCIM.user.length + 1);
  }
  return { extension, parts: rest ? rest.split('.') : [] };
}

function pick(from: Doc, into: Doc, parts: string[]): void {
  const [first, ...rest] = parts;
  if (first === undefined) return;
  const key = keyIn(from, first);
  if (key === undefined) return;
  if (rest.length === 0 || typeof from[key] !== 'object' || from[key] === null) {
    into[key] = from[key];
    return;
  }
  const inner = (into[key] ??= {}) as Doc;
  pick(from[key] as Doc, inner, rest);
}

function drop(from: Doc, parts: string[]): void {
  const [first, ...rest] = parts;
  if (first === undefined) return;
  const key = keyIn(from, first);
  if (key === undefined || ALWAYS.includes(key)) return;
  if (rest.length === 0) delete from[key];
  else if (typeof from[key] === 'object' && from[key] !== null) drop(from[key] as Doc, rest);
}

/**
 * A user with only the `attributes` asked for, or without the `excludedAttributes` (RFC 7644
 * 3.4.2.5); `schemas` and `id` always.
 */
export function project(user: ScimUser, attributes?: string, excluded?: string): Doc {
  const wanted = names(attributes);
  if (wanted.length) {
    const result: Doc = { schemas: user.schemas, id: user.id };
    for (const path of wanted) {
      const { extension, parts } = placeOf(path);
      if (extension) {
        const from = user[extension] as Doc;
        if (parts.length === 0) result[extension] = from;
        else pick(from, (result[extension] ??= {}) as Doc, parts);
      } else pick(user, result, parts);
    }
    return result;
  }
  const result = structuredClone(user) as Doc;
  for (const path of names(excluded)) {
    const { extension, parts } = placeOf(path);
    if (extension && parts.length === 0) delete result[extension];
    else drop(extension ? (result[extension] as Doc) : result, parts);
  }
  return result;
}
