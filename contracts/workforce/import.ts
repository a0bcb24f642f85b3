import { boolean, object, string } from 'yup';
import type { EmployeeRecord, ProvisionAction } from './employees';

/** A field of the employee record a column of an imported file may fill. */
export type ImportField = keyof EmployeeRecord;

/** The record's fields in the order the template's columns show them. */
export const IMPORT_FIELDS = [
  'badge',
  'userName',
  'email',
  'firstName',
  'lastName',
  'displayName',
  'externalId',
  'phone',
  'preferredLanguage',
  'account',
  'position',
  'supervisorBadge',
  'hiredOn',
  'birthday',
  'active',
] as const satisfies readonly ImportField[];

/** The columns a file must have: the record's required fields. */
export const REQUIRED_IMPORT_FIELDS = [
  'badge',
  'userName',
  'email',
  'firstName',
  'lastName',
] as const satisfies readonly ImportField[];

/** The largest file the import reads, and the most people in one file. */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

/**
 * The headers each field is recognised by, Spanish and English, written folded (lower case,
 * without accents, spaces, dashes nor underscores: `foldHeader`). The first is the template's.
 */
export const IMPORT_HEADERS: Record<ImportField, readonly string[]> = {
  badge: ['gafete', 'badge', 'employeenumber', 'numerodeempleado', 'numeroempleado', 'carne'],
  userName: ['usuario', 'username', 'nombredeusuario', 'login'],
  email: ['correo', 'email', 'correoelectronico', 'mail', 'emailaddress'],
  firstName: ['nombre', 'firstname', 'nombres', 'givenname'],
  lastName: ['apellidos', 'lastname', 'apellido', 'familyname', 'surname'],
  displayName: ['nombrecompleto', 'displayname', 'fullname'],
  externalId: ['idexterno', 'externalid'],
  phone: ['telefono', 'phone', 'phonenumber', 'celular', 'movil'],
  preferredLanguage: ['idioma', 'preferredlanguage', 'language', 'idiomapreferido'],
  account: ['cuenta', 'account', 'department', 'departamento'],
  position: ['puesto', 'position', 'cargo', 'title', 'jobtitle'],
  supervisorBadge: [
    'gafetesupervisor',
    'supervisorbadge',
    'gafetedelsupervisor',
    'supervisor',
    'manager',
  ],
  hiredOn: ['fechaingreso', 'hiredon', 'fechadeingreso', 'hiredate', 'startdate'],
  birthday: ['fechanacimiento', 'birthday', 'fechadenacimiento', 'birthdate', 'cumpleanos'],
  active: ['activo', 'active', 'estado', 'status'],
};

/** A header as it is compared: lower case, without accents, spaces, dashes nor underscores. */
export const foldHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_\-.()]+/g, '');

/** The field a header names, when it names one. */
export function fieldOfHeader(header: string): ImportField | undefined {
  const folded = foldHeader(header);
  return IMPORT_FIELDS.find((field) => IMPORT_HEADERS[field].includes(folded));
}

/** The template's example: one person, every column filled as the import reads it. */
export const IMPORT_EXAMPLE: Record<ImportField, string> = {
  badge: '100245',
  userName: 'maria.solis',
  email: 'maria.solis@example.com',
  firstName: 'María',
  lastName: 'Solís Mora',
  displayName: 'María Solís',
  externalId: '',
  phone: '+506 8888 0000',
  preferredLanguage: 'es',
  account: 'Soporte Técnico',
  position: 'Agente',
  supervisorBadge: '',
  hiredOn: '2026-12-01',
  birthday: '1995-04-17',
  active: 'sí',
};

/**
 * The multipart text fields of a preview or an import (besides the file `file`): `mapping`, the
 * field of each column in the file's order as a JSON array ('' leaves a column out; absent: each
 * column by its header), and for an import `skipRefused` (apply the rows the preview accepted and
 * leave the refused ones out; without it one refused row refuses the whole file).
 */
export const importPreviewBody = () => object({ mapping: string().max(4000).optional() });
export const importApplyBody = () =>
  object({ mapping: string().max(4000).optional(), skipRefused: boolean().optional() });

/** What a file holds: how it was read and each column with the field it fills, if any. */
export interface ImportColumns {
  encoding: 'utf-8' | 'windows-1252';
  delimiter: ',' | ';';
  columns: { header: string; field: ImportField | null }[];
  /** The people in the file (its lines after the header, blank ones left out). */
  rows: number;
}

/** Why a row is refused: the column (its header) and field it names, worded for the reader. */
export interface ImportReason {
  column: string | null;
  field: string;
  message: string;
}

/** What one row of the file does or would do; `row` is its line in the file (the header is 1). */
export interface ImportRowOutcome {
  row: number;
  badge: string;
  name: string;
  action: ProvisionAction | 'refused';
  changed: string[];
  reasons: ImportReason[];
}

export type ImportCounts = Record<ProvisionAction | 'refused', number>;

/** A preview (nothing written) or an import (written, in one transaction). */
export interface ImportResult extends ImportColumns {
  applied: boolean;
  counts: ImportCounts;
  outcomes: ImportRowOutcome[];
}
