// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSchema, object, type Schema, type SchemaDescription } from 'yup';
import { restListQuery } from '../../contracts/restQuery';
import { httpCatalogue } from '../../server/http/i18n';
import {
  acceptedLanguage,
  type Catalogue,
  composeCatalogues,
  defineMessages,
  givenWords,
  LANGUAGES,
  type Message,
  renderMessage,
  type Template,
} from '../../server/http/messages';
import { modules } from '../../server/modules';

/** Every catalogue the app composes: the shared one and each module's. */
const catalogues: [string, Catalogue][] = [
  ['http', httpCatalogue],
  ...modules.flatMap((module): [string, Catalogue][] =>
    module.messages ? [[module.name, module.messages]] : [],
  ),
];
const all = composeCatalogues(catalogues.map(([, catalogue]) => catalogue));

/**
 * Params that name themselves: a template that reads one shows it, none is ever undefined. yup's
 * templates copy the params first, so its names are real keys too.
 */
const named = (name: string | symbol) =>
  name === 'words' ? 'the given words' : `<${String(name)}>`;
const YUP_PARAMS = ['path', 'value', 'originalValue', 'min', 'max', 'length', 'more', 'less'];
const anyParams = new Proxy<Record<string, unknown>>(
  {
    ...Object.fromEntries(
      [...YUP_PARAMS, 'values', 'regex', 'type', 'precision', 'unknown', 'properties'].map(
        (key) => [key, named(key)],
      ),
    ),
    // A tuple's own words read its element types.
    spec: { types: [] },
    // The approvals' notices word their request's calendar day (contracts/calendar.ts dayInWords).
    day: '2026-11-27',
  },
  {
    get: (target, name) =>
      typeof name === 'string' && name in target ? target[name] : named(name),
  },
);
const word = (template: Template) =>
  typeof template === 'string' ? template : (template as (params: object) => string)(anyParams);

describe('the services’ message catalogues', () => {
  it('every module has its catalogue, and every code is defined once', () => {
    expect(catalogues.map(([name]) => name)).toEqual([
      'http',
      ...modules.map((module) => module.name),
    ]);
    expect(() => composeCatalogues(catalogues.map(([, catalogue]) => catalogue))).not.toThrow();
  });

  it.each(catalogues)(
    '%s: the same codes in Spanish and English, all under its name',
    (name, c) => {
      expect(Object.keys(c.en).sort()).toEqual(Object.keys(c.es).sort());
      for (const code of Object.keys(c.es)) expect(code.startsWith(`${name}.`), code).toBe(true);
    },
  );

  it('every text words its params in both languages, and Spanish is its own', () => {
    for (const code of Object.keys(all.es)) {
      const spanish = word(all.es[code]!);
      const english = word(all.en[code]!);
      for (const text of [spanish, english]) {
        expect(text, code).not.toMatch(/undefined|\[object Object\]/);
        expect(text.trim(), code).not.toBe('');
      }
      // A text with no words of its own (a field and its reason) is the same in both.
      if (code !== 'http.fieldReason') expect(spanish, code).not.toBe(english);
    }
  });

  it('does not compile a code that is missing, or English without a Spanish code', () => {
    const { say } = defineMessages('demo', {
      es: { hello: ({ name }: { name: string }) => `Hola, ${name}` },
      en: { hello: ({ name }) => `Hello, ${name}` },
    });
    // @ts-expect-error: no such code in the catalogue
    say('goodbye');
    // @ts-expect-error: the params the text reads
    say('hello', { nombre: 'Ana' });
    defineMessages('demo', {
      es: { hello: 'Hola' },
      // @ts-expect-error: English must have every Spanish code
      en: {},
    });
    expect(say('hello', { name: 'Ana' })).toEqual({ code: 'demo.hello', params: { name: 'Ana' } });
  });
});

/** Rules of yup's own: their words are `http.validation.<kind>.<rule>`. */
const YUP_TESTS = new Set([
  'required',
  'optionality',
  'nullable',
  'defined',
  'min',
  'max',
  'length',
  'matches',
  'email',
  'url',
  'uuid',
  'datetime',
  'datetime_offset',
  'datetime_precision',
  'trim',
  'string_case',
  'integer',
  'oneOf',
  'notOneOf',
  'typeError',
  'noUnknown',
  'exact',
  'is-value',
]);

/** The names of the contract's own rules in a schema, at any depth. */
function ownRules(description: SchemaDescription, found = new Set<string>()): Set<string> {
  for (const test of description.tests)
    if (test.name && !YUP_TESTS.has(test.name)) found.add(test.name);
  const nested = description as SchemaDescription & {
    fields?: Record<string, SchemaDescription>;
    innerType?: SchemaDescription | SchemaDescription[];
  };
  for (const field of Object.values(nested.fields ?? {})) ownRules(field, found);
  for (const inner of [nested.innerType ?? []].flat()) ownRules(inner, found);
  return found;
}

const contractFiles = import.meta.glob<Record<string, unknown>>('../../contracts/**/*.ts', {
  eager: true,
});

describe('the words of the contracts’ own rules', () => {
  it('each rule of a module’s contracts is worded by its module (or the shared catalogue)', () => {
    const checked: string[] = [];
    const schemas: [string, Schema][] = [
      // The factory of the portal's own list queries (its rules are the shared catalogue's).
      ['', restListQuery(['id'], ['id', 'ASC'], object({}))],
    ];
    for (const [path, exports] of Object.entries(contractFiles)) {
      // contracts/<module>/… belongs to the module; contracts/*.ts to the shared kit.
      const module = /contracts\/([^/]+)\//.exec(path)?.[1] ?? '';
      for (const value of Object.values(exports))
        if (isSchema(value)) schemas.push([module, value as Schema]);
    }
    for (const [module, schema] of schemas) {
      for (const rule of ownRules(schema.describe())) {
        const message: Message = {
          code: 'http.validation.invalid',
          local: [`validation.${rule}`],
          params: anyParams,
        };
        for (const language of LANGUAGES) {
          const { code } = renderMessage(all, message, language, { module });
          expect(code, `${module || 'shared'}: ${rule}`).not.toBe('http.validation.invalid');
        }
        checked.push(rule);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['money', 'insideCostaRica', 'plainText', 'hasContent', 'range']),
    );
  });

  it('keeps the contract’s English and words it in Spanish', () => {
    const message: Message = {
      code: 'http.validation.invalid',
      local: ['validation.endDate.notBeforeStart', 'validation.notBeforeStart'],
      params: { path: 'endDate', words: 'endDate must be on or after startDate' },
    };
    expect(renderMessage(all, message, 'en', { module: 'newsletters' }).text).toBe(
      'endDate must be on or after startDate',
    );
    expect(renderMessage(all, message, 'es', { module: 'newsletters' })).toEqual({
      code: 'newsletters.validation.notBeforeStart',
      text: 'endDate debe ser igual o posterior a startDate',
    });
    expect(givenWords({ words: 'as given' })).toBe('as given');
  });
});

describe('the caller’s language (Accept-Language)', () => {
  it.each([
    ['es-CR,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,en;q=0.5,es;q=0.4', 'en'],
    ['en;q=0.2, es-MX;q=0.7', 'es'],
    ['*', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
