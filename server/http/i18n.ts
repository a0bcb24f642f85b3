import { defaultLocale, ValidationError } from 'yup';
import { MAX_RANGE } from '../../contracts/restQuery';
import {
  type Catalogue,
  composeCatalogues,
  defineMessages,
  givenWords,
  type RuleParams,
  SHARED,
} from './messages';

/**
 * The shared messages of the services (codes `http.*`): authentication and permission, missing
 * routes, the request kit's refusals (input limits, JSON and multipart bodies, uploads), outages,
 * and the words of yup's own rules (`http.validation.<kind>.<rule>`).
 */

const shared = defineMessages(SHARED, {
  es: {
    authenticationRequired: 'Se requiere iniciar sesión.',
    invalidToken: 'El token de acceso no es válido o ha vencido.',
    sessionEnded: 'La sesión terminó.',
    notAllowed: 'No tiene permiso para hacer esto.',
    functionKeyInvalid: 'La clave de función (parámetro code) falta o no es la de este servicio.',
    dateTokenNotCurrent: 'falta o no es el token de la fecha de hoy',
    'pathArgs.missing': 'falta en la ruta (los parámetros van unidos con &)',
    'pathArgs.extra': ({ count }: { count: number }) =>
      `sobran partes en la ruta: se esperan ${count} unidas con &`,
    routeNotFound: ({ method, url }: { method: string; url: string }) =>
      `La ruta ${method} ${url} no existe.`,
    invalidRequest: ({ reasons }: { reasons: string }) => `Solicitud no válida: ${reasons}`,
    fieldReason: ({ field, reason }: { field: string; reason: string }) => `${field} ${reason}`,
    unavailable:
      'El servicio no está disponible en este momento. Vuelva a intentarlo en unos segundos.',
    internal: 'Error interno del servidor.',
    valueNotStorable: 'Un valor de la solicitud no se puede guardar.',
    conflict: 'La solicitud choca con los datos guardados.',
    // Fastify's own refusals: their English is Fastify's, their Spanish by status.
    badRequest: ({ words }: { words: string }) => `La solicitud no es válida (${words}).`,
    payloadTooLarge: (_: { words: string }) => 'El cuerpo de la solicitud es demasiado grande.',
    unsupportedMediaType: (_: { words: string }) =>
      'El tipo de contenido de la solicitud no se admite.',
    requestRefused: (_: { words: string }) => 'La solicitud no se pudo atender.',
    // The request kit (validation.ts, inputLimits.ts, multipart.ts).
    'body.empty': 'no debe estar vacío',
    'body.notJson': 'El cuerpo no es JSON válido.',
    'body.mustBeJson': 'debe ser JSON válido',
    'limits.stringTooLong': ({ max }: { max: number }) =>
      `debe tener como máximo ${max} caracteres`,
    'limits.nul': 'no debe contener el carácter NUL',
    'limits.listNotValue': 'debe ser un solo valor, no una lista',
    'limits.objectNotValue': 'debe ser un solo valor, no un objeto',
    'limits.nullItem': 'no puede ser un elemento vacío (null)',
    'limits.valueNotObject': 'debe ser un objeto',
    'limits.valueNotList': 'debe ser una lista',
    'limits.tooDeep': ({ max }: { max: number }) => `anida más de ${max} niveles`,
    'limits.tooManyKeys': ({ max }: { max: number }) => `tiene más de ${max} claves y elementos`,
    'limits.notFinite': 'debe ser un número finito',
    'limits.integerRange': ({ max }: { max: number }) => `debe estar entre -${max} y ${max}`,
    'multipart.expected': 'Se esperaba multipart/form-data.',
    'multipart.tooManyParts': ({ fields, files }: { fields: number; files: number }) =>
      `El cuerpo multipart tiene demasiadas partes: como máximo ${fields} campos y ${files} archivos.`,
    'multipart.malformed': 'El cuerpo multipart está mal formado (sin separador o incompleto).',
    'multipart.incomplete': 'debe ser un cuerpo multipart/form-data completo',
    'multipart.sentTwice': 'debe enviarse una sola vez',
    'multipart.unexpectedFile': 'no admite un archivo aquí',
    'multipart.tooManyFiles': ({ max }: { max: number }) =>
      max === 1 ? 'admite un solo archivo' : `admite como máximo ${max} archivos`,
    'upload.file': ({ max }: { max: string }) => `pesa más de ${max} (UPLOAD_MAX_FILE_BYTES)`,
    'upload.request': ({ max }: { max: string }) =>
      `lleva los archivos de la solicitud por encima de ${max} en total (UPLOAD_MAX_REQUEST_BYTES)`,
    'upload.user': ({ max }: { max: string }) =>
      `llevaría los archivos guardados del usuario por encima de ${max} (UPLOAD_MAX_USER_BYTES)`,
    'upload.type': ({ types }: { types: string }) => `debe ser de uno de estos tipos: ${types}`,
    // The list query of the portal's own resources (contracts/restQuery.ts).
    'validation.sort.typeError': ({ path }: RuleParams) =>
      `${path} debe ser una lista JSON ["campo","ASC"]`,
    'validation.sort[0].oneOf': ({ values }: RuleParams) =>
      `sort debe nombrar uno de: ${String(values)}`,
    'validation.sort[1].oneOf': ({ path }: RuleParams) => `${path} debe ser "ASC" o "DESC"`,
    'validation.range.typeError': ({ path }: RuleParams) =>
      `${path} debe ser una lista JSON [primero,último]`,
    'validation.range': ({ path }: RuleParams) =>
      `${path} debe abarcar de 1 a ${MAX_RANGE} filas, con primero ≤ último`,
    'validation.filter.typeError': ({ path }: RuleParams) => `${path} debe ser un objeto JSON`,
    'validation.filter.id.typeError': ({ path }: RuleParams) => `${path} debe ser una lista de ids`,
    'validation.known': ({ unknown }: RuleParams) =>
      `filter tiene un campo desconocido: ${String(unknown)}`,
    /** A rule whose words no catalogue translates. */
    'validation.invalid': ({ path }: RuleParams) => `${path} no es válido`,
  },
  en: {
    authenticationRequired: 'Authentication required',
    invalidToken: 'Invalid or expired token',
    sessionEnded: 'Session ended',
    notAllowed: 'Not allowed',
    functionKeyInvalid:
      "The function key (the code parameter) is missing or is not this service's.",
    dateTokenNotCurrent: 'is missing or is not the token of today’s date',
    'pathArgs.missing': 'is missing from the path (parameters are joined with &)',
    'pathArgs.extra': ({ count }: { count: number }) =>
      `the path has extra parts: ${count} joined with & are expected`,
    routeNotFound: ({ method, url }) => `Route ${method} ${url} not found`,
    invalidRequest: ({ reasons }) => `Invalid request: ${reasons}`,
    fieldReason: ({ field, reason }) => `${field} ${reason}`,
    unavailable: 'The service is temporarily unavailable. Try again in a few seconds.',
    internal: 'Internal Server Error',
    valueNotStorable: 'A value of the request cannot be stored',
    conflict: 'The request conflicts with the stored data',
    badRequest: givenWords,
    payloadTooLarge: givenWords,
    unsupportedMediaType: givenWords,
    requestRefused: givenWords,
    'body.empty': 'must not be empty',
    'body.notJson': 'The body is not valid JSON',
    'body.mustBeJson': 'must be valid JSON',
    'limits.stringTooLong': ({ max }) => `must be at most ${max} characters`,
    'limits.nul': 'must not contain NUL',
    'limits.listNotValue': 'must be a single value, not a list',
    'limits.objectNotValue': 'must be a single value, not an object',
    'limits.nullItem': 'must not be an empty (null) item',
    'limits.valueNotObject': 'must be an object',
    'limits.valueNotList': 'must be a list',
    'limits.tooDeep': ({ max }) => `nests more than ${max} levels`,
    'limits.tooManyKeys': ({ max }) => `has more than ${max} keys and items`,
    'limits.notFinite': 'must be a finite number',
    'limits.integerRange': ({ max }) => `must be between -${max} and ${max}`,
    'multipart.expected': 'Expected multipart/form-data',
    'multipart.tooManyParts': ({ fields, files }) =>
      `The multipart body has too many parts: at most ${fields} fields and ${files} files`,
    'multipart.malformed': 'The multipart body is malformed (missing boundary or truncated)',
    'multipart.incomplete': 'must be a complete multipart/form-data body',
    'multipart.sentTwice': 'must be sent once',
    'multipart.unexpectedFile': 'takes no file here',
    'multipart.tooManyFiles': ({ max }) =>
      max === 1 ? 'takes a single file' : `takes at most ${max} files`,
    'upload.file': ({ max }) => `is larger than ${max} (UPLOAD_MAX_FILE_BYTES)`,
    'upload.request': ({ max }) =>
      `takes the request's files over ${max} together (UPLOAD_MAX_REQUEST_BYTES)`,
    'upload.user': ({ max }) =>
      `would take the user's stored uploads over ${max} (UPLOAD_MAX_USER_BYTES)`,
    'upload.type': ({ types }) => `must be one of ${types}`,
    'validation.sort.typeError': givenWords,
    'validation.sort[0].oneOf': givenWords,
    'validation.sort[1].oneOf': givenWords,
    'validation.range.typeError': givenWords,
    'validation.range': givenWords,
    'validation.filter.typeError': givenWords,
    'validation.filter.id.typeError': givenWords,
    'validation.known': givenWords,
    'validation.invalid': givenWords,
  },
});

export const say = shared.say;

type YupLocale = typeof defaultLocale;
/** Spanish for every rule of yup's locale: a rule yup adds fails the typecheck until worded. */
type RuleTexts = {
  readonly [Kind in keyof YupLocale]-?: {
    readonly [Rule in keyof NonNullable<YupLocale[Kind]>]-?: string | ((p: RuleParams) => string);
  };
};

/** yup's type names in Spanish, for "must be a `number` type". */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  number: 'un número',
  string: 'un texto',
  boolean: 'verdadero o falso',
  date: 'una fecha',
  array: 'una lista',
  tuple: 'una lista',
  object: 'un objeto',
};
const notType = ({ path, type }: RuleParams) =>
  `${path} debe ser ${TYPE_NAMES[String(type)] ?? `de tipo ${String(type)}`}`;

/** Spanish of yup's own rules, in yup's template syntax (`${path}`, `${max}`). */
const YUP_SPANISH: RuleTexts = {
  mixed: {
    default: '${path} no es válido',
    required: '${path} es obligatorio',
    defined: '${path} debe estar definido',
    notNull: '${path} no puede ser nulo',
    oneOf: '${path} debe ser uno de estos valores: ${values}',
    notOneOf: '${path} no debe ser ninguno de estos valores: ${values}',
    notType,
  },
  string: {
    length: '${path} debe tener exactamente ${length} caracteres',
    min: '${path} debe tener al menos ${min} caracteres',
    max: '${path} debe tener como máximo ${max} caracteres',
    matches: '${path} no tiene el formato esperado',
    email: '${path} debe ser un correo electrónico válido',
    url: '${path} debe ser una URL válida',
    uuid: '${path} debe ser un UUID válido',
    datetime: '${path} debe ser una fecha y hora ISO válida',
    datetime_precision:
      '${path} debe ser una fecha y hora ISO con exactamente ${precision} decimales de segundo',
    datetime_offset: '${path} debe ser una fecha y hora ISO en UTC ("Z")',
    trim: '${path} no debe empezar ni terminar con espacios',
    lowercase: '${path} debe estar en minúsculas',
    uppercase: '${path} debe estar en mayúsculas',
  },
  number: {
    min: '${path} debe ser mayor o igual que ${min}',
    max: '${path} debe ser menor o igual que ${max}',
    lessThan: '${path} debe ser menor que ${less}',
    moreThan: '${path} debe ser mayor que ${more}',
    positive: '${path} debe ser un número positivo',
    negative: '${path} debe ser un número negativo',
    integer: '${path} debe ser un número entero',
  },
  date: {
    min: '${path} debe ser posterior a ${min}',
    max: '${path} debe ser anterior a ${max}',
  },
  boolean: { isValue: '${path} debe ser ${value}' },
  object: {
    noUnknown: '${path} tiene claves no previstas: ${unknown}',
    exact: '${path} tiene propiedades desconocidas: ${properties}',
  },
  array: {
    min: '${path} debe tener al menos ${min} elementos',
    max: '${path} debe tener como máximo ${max} elementos',
    length: '${path} debe tener ${length} elementos',
  },
  tuple: { notType },
};

/**
 * A template of yup's syntax worded as yup does (its interpolation and value printing); '' when
 * the params are not the rule's (yup's own functions read params they expect).
 */
const yupWords =
  (template: unknown) =>
  (params: RuleParams): string => {
    try {
      return String(ValidationError.formatError(template as string, params));
    } catch {
      return '';
    }
  };

/** One of yup's own rules: `http.validation.<kind>.<rule>` and its English, yup's words. */
export interface YupRule {
  code: string;
  english: (params: RuleParams) => string;
}

/** yup's rules (`string.max`, `number.positive`…), in the order they are tried. */
export const YUP_RULES: readonly YupRule[] = Object.entries(defaultLocale).flatMap(
  ([kind, rules]) =>
    Object.entries(rules as Record<string, unknown>).map(([rule, template]) => ({
      code: `${SHARED}.validation.${kind}.${rule}`,
      english: yupWords(template),
    })),
);

const yupCatalogue: Catalogue = {
  es: Object.fromEntries(
    Object.entries(YUP_SPANISH).flatMap(([kind, rules]) =>
      Object.entries(rules as Record<string, unknown>).map(([rule, template]) => [
        `${SHARED}.validation.${kind}.${rule}`,
        yupWords(template),
      ]),
    ),
  ),
  en: Object.fromEntries(YUP_RULES.map(({ code, english }) => [code, english])),
};

/** The shared catalogue: the kit's messages and yup's rules. */
export const httpCatalogue: Catalogue = composeCatalogues([shared.catalogue, yupCatalogue]);
