import { type Filter, filter as matcher, parse } from 'scim2-parse-filter';
import { SCIM } from '../../../../contracts/workforce/scim';
import { ScimError } from './errors';

type Doc = Record<string, unknown>;
type Container = 'core' | 'enterprise' | 'portal';

/** Each container's attributes, by their lower-case name (SCIM names ignore case). */
const ATTRIBUTES: Record<Container, Record<string, string>> = {
  core: Object.fromEntries(
    [
      'userName',
      'externalId',
      'name',
      'displayName',
      'active',
      'preferredLanguage',
      'emails',
      'phoneNumbers',
      'title',
    ].map((name) => [name.toLowerCase(), name]),
  ),
  enterprise: Object.fromEntries(
    ['employeeNumber', 'department', 'organization', 'title', 'manager'].map((name) => [
      name.toLowerCase(),
      name,
    ]),
  ),
  portal: { hiredate: 'hireDate', birthday: 'birthday' },
};
const MULTI_VALUED = new Set(['emails', 'phoneNumbers']);
const READ_ONLY = new Set(['id', 'meta', 'schemas']);
const CONTAINER_URNS: [Container, string][] = [
  ['enterprise', `${SCIM.enterprise.toLowerCase()}`],
  ['portal', `${SCIM.portal.toLowerCase()}`],
  ['core', `${SCIM.user.toLowerCase()}`],
];

interface Target {
  container: Container;
  /** The attribute's own name, or undefined when the portal does not keep it (ignored). */
  attribute: string | undefined;
  sub?: string;
  valueFilter?: Filter;
}

const invalidPath = (path: string, why: string) =>
  new ScimError(400, `The path "${path}" ${why}`, 'invalidPath');

/** A PATCH path (RFC 7644 3.5.2): [schema URN ':'] attribute ['[' filter ']'] ['.' sub-attribute]. */
function targetOf(path: string): Target {
  let rest = path.trim();
  let container: Container = 'core';
  const lower = rest.toLowerCase();
  for (const [name, urn] of CONTAINER_URNS) {
    if (lower.startsWith(`${urn}:`)) {
      container = name;
      rest = rest.slice(urn.length + 1);
      break;
    }
  }
  const match = /^([A-Za-z][\w$-]*)(?:\[(.+)\])?(?:\.([A-Za-z][\w$-]*))?$/.exec(rest);
  if (!match) throw invalidPath(path, 'is not an attribute path');
  const [, name, bracket, sub] = match;
  if (container === 'core' && READ_ONLY.has(name!.toLowerCase())) {
    throw new ScimError(400, `${name} cannot be changed`, 'mutability');
  }
  const attribute = ATTRIBUTES[container][name!.toLowerCase()];
  let valueFilter: Filter | undefined;
  if (bracket !== undefined) {
    if (!attribute || !MULTI_VALUED.has(attribute)) {
      throw invalidPath(path, 'filters an attribute that is not multi-valued');
    }
    try {
      valueFilter = parse(bracket);
    } catch {
      throw invalidPath(path, 'has a filter that does not parse');
    }
  }
  return { container, attribute, ...(sub ? { sub } : {}), ...(valueFilter ? { valueFilter } : {}) };
}

const isObject = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Entra ID writes booleans as the strings "True" and "False". */
function normalised(attribute: string, value: unknown): unknown {
  if (attribute === 'active' && typeof value === 'string' && /^(true|false)$/i.test(value)) {
    return value.toLowerCase() === 'true';
  }
  // A manager is written as its id alone by some clients.
  if (attribute === 'manager' && (typeof value === 'string' || value === null)) {
    return { value };
  }
  return value;
}

function containerOf(doc: Doc, container: Container): Doc {
  if (container === 'core') return doc;
  const key = container === 'enterprise' ? SCIM.enterprise : SCIM.portal;
  if (!isObject(doc[key])) doc[key] = {};
  return doc[key] as Doc;
}

/** The values of a bracket filter's `eq` comparisons: what a new element it adds is made of. */
function seedOf(valueFilter: Filter): Doc {
  if (valueFilter.op === 'eq') return { [valueFilter.attrPath]: valueFilter.compValue };
  if (valueFilter.op === 'and') return Object.assign({}, ...valueFilter.filters.map(seedOf));
  return {};
}

function applyToTarget(doc: Doc, op: string, target: Target, value: unknown): void {
  const { attribute, sub, valueFilter } = target;
  if (attribute === undefined) return;
  const holder = containerOf(doc, target.container);
  if (valueFilter) {
    const matches = matcher(valueFilter);
    const list = Array.isArray(holder[attribute]) ? (holder[attribute] as Doc[]) : [];
    if (op === 'remove') {
      holder[attribute] = sub
        ? list.map((entry) => (matches(entry) ? { ...entry, [sub]: undefined } : entry))
        : list.filter((entry) => !matches(entry));
      return;
    }
    const found = list.some((entry) => matches(entry));
    const changed = (entry: Doc) =>
      sub ? { ...entry, [sub]: value } : { ...(isObject(value) ? value : {}) };
    holder[attribute] = found
      ? list.map((entry) => (matches(entry) ? changed(entry) : entry))
      : [...list, changed(seedOf(valueFilter))];
    return;
  }
  if (sub) {
    const parent = isObject(holder[attribute]) ? (holder[attribute] as Doc) : {};
    holder[attribute] = { ...parent, [sub]: op === 'remove' ? null : value };
    return;
  }
  if (op === 'remove') {
    holder[attribute] = null;
    return;
  }
  const given = normalised(attribute, value);
  if (MULTI_VALUED.has(attribute) && op === 'add' && Array.isArray(holder[attribute])) {
    holder[attribute] = [
      ...(holder[attribute] as unknown[]),
      ...(Array.isArray(given) ? given : [given]),
    ];
  } else if (attribute === 'name' && isObject(given) && isObject(holder[attribute])) {
    holder[attribute] = { ...(holder[attribute] as Doc), ...given };
  } else {
    holder[attribute] = given;
  }
}

/** An operation without a path: its value's attributes, each as if it were the path. */
function applyWithoutPath(doc: Doc, op: string, value: unknown): void {
  if (!isObject(value)) {
    throw new ScimError(400, 'An operation without a path needs an object value', 'invalidValue');
  }
  for (const [key, attributeValue] of Object.entries(value)) {
    const urn = CONTAINER_URNS.find(([, prefix]) => key.toLowerCase() === prefix);
    if (urn && urn[0] !== 'core' && isObject(attributeValue)) {
      for (const [inner, innerValue] of Object.entries(attributeValue)) {
        applyToTarget(doc, op, targetOf(`${key}:${inner}`), innerValue);
      }
    } else {
      applyToTarget(doc, op, targetOf(key), attributeValue);
    }
  }
}

/**
 * Applies a PATCH's operations, in order, to a copy of the user as the portal answers it; the
 * result is then validated and saved as a whole (all the operations or none).
 */
export function applyPatch(
  user: Doc,
  operations: readonly { op: string; path?: string | undefined; value?: unknown }[],
): Doc {
  const doc = structuredClone(user);
  for (const [index, operation] of operations.entries()) {
    const op = operation.op.toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove') {
      throw new ScimError(
        400,
        `Operations[${index}].op must be add, replace or remove`,
        'invalidSyntax',
      );
    }
    if (operation.path === undefined || operation.path === '') {
      if (op === 'remove') throw new ScimError(400, 'A remove needs a path', 'noTarget');
      applyWithoutPath(doc, op, operation.value);
    } else {
      applyToTarget(doc, op, targetOf(operation.path), operation.value);
    }
  }
  return doc;
}
