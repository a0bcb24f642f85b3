import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Filter, parse } from 'scim2-parse-filter';
import { SCIM } from '../../../../contracts/workforce/scim';
import { ScimError } from './errors';

type Condition = RawBuilder<SqlBool>;
type Value = string | number | boolean | null;

/** How an attribute a filter names is kept: its column, and whether it compares ignoring case. */
interface Column {
  column: `employees.${string}`;
  caseExact: boolean;
  kind: 'text' | 'boolean' | 'id';
}

const text = (name: string, caseExact = false): Column => ({
  column: `employees.${name}`,
  caseExact,
  kind: 'text',
});

/** The attributes a filter may name (lower case, the enterprise ones without their URN). */
const COLUMNS: Record<string, Column> = {
  id: { column: 'employees.id', caseExact: true, kind: 'id' },
  externalid: text('external_id', true),
  username: text('username'),
  displayname: text('full_name'),
  'name.givenname': text('first_name'),
  'name.familyname': text('last_name'),
  'name.formatted': text('full_name'),
  emails: text('email'),
  'emails.value': text('email'),
  'phonenumbers.value': text('phone'),
  phonenumbers: text('phone'),
  preferredlanguage: text('preferred_language'),
  active: { column: 'employees.active', caseExact: true, kind: 'boolean' },
  employeenumber: text('badge', true),
  department: text('account'),
  organization: text('account'),
  title: text('position'),
  'manager.value': { column: 'employees.supervisor_id', caseExact: true, kind: 'id' },
  manager: { column: 'employees.supervisor_id', caseExact: true, kind: 'id' },
  'meta.lastmodified': text('changed_at', true),
  'meta.created': text('created_at', true),
  hiredate: text('hired_on', true),
};

const SCHEMA_PREFIXES = [SCIM.user, SCIM.enterprise, SCIM.portal].map(
  (urn) => `${urn.toLowerCase()}:`,
);

function columnOf(attrPath: string): Column {
  let name = attrPath.toLowerCase();
  const prefix = SCHEMA_PREFIXES.find((urn) => name.startsWith(urn));
  if (prefix) name = name.slice(prefix.length);
  const column = COLUMNS[name];
  if (!column) throw new ScimError(400, `The filter cannot use "${attrPath}"`, 'invalidFilter');
  return column;
}

/** LIKE's own characters in a value are matched as themselves. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function compare(column: Column, op: string, value: Value): Condition {
  const ref = sql.ref(column.column);
  if (value === null) {
    if (op === 'eq') return sql<SqlBool>`${ref} is null`;
    if (op === 'ne') return sql<SqlBool>`${ref} is not null`;
    throw new ScimError(400, `"${op}" does not compare with null`, 'invalidFilter');
  }
  if (column.kind === 'boolean') {
    if (typeof value !== 'boolean' || (op !== 'eq' && op !== 'ne')) {
      throw new ScimError(400, 'active compares with true or false, by eq or ne', 'invalidFilter');
    }
    return sql<SqlBool>`${ref} ${sql.raw(op === 'eq' ? '=' : '<>')} ${Number(value)}`;
  }
  if (column.kind === 'id') {
    const id =
      typeof value === 'number' ? value : /^\d{1,9}$/.test(String(value)) ? Number(value) : NaN;
    // An id that is no number names no employee.
    if (Number.isNaN(id)) return sql<SqlBool>`${op === 'ne' ? sql`1 = 1` : sql`1 = 0`}`;
    if (op !== 'eq' && op !== 'ne') {
      throw new ScimError(400, 'An id compares by eq or ne', 'invalidFilter');
    }
    return sql<SqlBool>`${ref} ${sql.raw(op === 'eq' ? '=' : '<>')} ${id}`;
  }
  if (typeof value !== 'string') {
    throw new ScimError(400, 'A text attribute compares with a string', 'invalidFilter');
  }
  const [left, right] = column.caseExact
    ? [sql`${ref}`, sql`${value}`]
    : [sql`lower(${ref})`, sql`lower(${value})`];
  const like = (pattern: string) => sql<SqlBool>`${left} like ${pattern} escape '\\'`;
  const lowered = column.caseExact ? value : value.toLowerCase();
  switch (op) {
    case 'eq':
      return sql<SqlBool>`${left} = ${right}`;
    case 'ne':
      return sql<SqlBool>`(${ref} is null or ${left} <> ${right})`;
    case 'co':
      return like(`%${escapeLike(lowered)}%`);
    case 'sw':
      return like(`${escapeLike(lowered)}%`);
    case 'ew':
      return like(`%${escapeLike(lowered)}`);
    case 'gt':
      return sql<SqlBool>`${left} > ${right}`;
    case 'ge':
      return sql<SqlBool>`${left} >= ${right}`;
    case 'lt':
      return sql<SqlBool>`${left} < ${right}`;
    case 'le':
      return sql<SqlBool>`${left} <= ${right}`;
    default:
      throw new ScimError(400, `Unknown operator "${op}"`, 'invalidFilter');
  }
}

const joined = (op: 'and' | 'or', parts: Condition[]): Condition =>
  sql<SqlBool>`(${sql.join(parts, sql.raw(` ${op} `))})`;

/** emails[…] and phoneNumbers[…]: the portal keeps one of each, the work one (and primary). */
function valuePathCondition(attrPath: string, filter: Filter): Condition {
  const base = attrPath.toLowerCase().replace(/^.*:/, '');
  const inner = (node: Filter): Condition => {
    switch (node.op) {
      case 'and':
      case 'or':
        return joined(node.op, node.filters.map(inner));
      case 'not':
        return sql<SqlBool>`not (${inner(node.filter)})`;
      case '[]':
        throw new ScimError(400, 'Brackets do not nest', 'invalidFilter');
      case 'pr':
        return conditionOf({ op: 'pr', attrPath: `${base}.${node.attrPath}` });
      default: {
        const sub = node.attrPath.toLowerCase();
        if (sub === 'type') {
          const matches =
            typeof node.compValue === 'string' && node.compValue.toLowerCase() === 'work';
          const holds = node.op === 'eq' ? matches : node.op === 'ne' ? !matches : null;
          if (holds === null) {
            throw new ScimError(400, 'type compares by eq or ne', 'invalidFilter');
          }
          return sql<SqlBool>`${holds ? sql`1 = 1` : sql`1 = 0`}`;
        }
        if (sub === 'primary') {
          const holds = (node.compValue === true) === (node.op === 'eq');
          return sql<SqlBool>`${holds ? sql`1 = 1` : sql`1 = 0`}`;
        }
        return conditionOf({ ...node, attrPath: `${base}.${node.attrPath}` });
      }
    }
  };
  return inner(filter);
}

function conditionOf(node: Filter): Condition {
  switch (node.op) {
    case 'and':
    case 'or':
      return joined(node.op, node.filters.map(conditionOf));
    case 'not':
      return sql<SqlBool>`not (${conditionOf(node.filter)})`;
    case '[]':
      return valuePathCondition(node.attrPath, node.valFilter);
    case 'pr':
      return sql<SqlBool>`${sql.ref(columnOf(node.attrPath).column)} is not null`;
    default:
      return compare(columnOf(node.attrPath), node.op, node.compValue);
  }
}

/**
 * A list's filter (RFC 7644 3.4.2.2) as a condition on the employees: parsed by scim2-parse-filter,
 * each attribute mapped to its column. 400 invalidFilter for a filter that does not parse or names
 * what the portal does not keep.
 */
export function scimFilter(filter: string): Condition {
  let parsed: Filter;
  try {
    parsed = parse(filter);
  } catch (error) {
    throw new ScimError(
      400,
      `The filter does not parse: ${(error as Error).message}`,
      'invalidFilter',
    );
  }
  return conditionOf(parsed);
}
