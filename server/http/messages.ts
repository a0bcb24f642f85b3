import type { FastifyRequest } from 'fastify';
import { isSchema } from 'yup';
import { LANGUAGES, type Language } from '../../contracts/language';

/**
 * What the services say to a caller, in the caller's language: a refusal is a stable code with
 * params (`benefits.category.hasBenefits`, `{ name, count }`), and the error handler words it from
 * the catalogues in Spanish or English. The shared messages are in `./i18n.ts`; each module keeps
 * its own in `server/modules/<module>/i18n.ts` and names the catalogue in its manifest.
 */

export { LANGUAGES, type Language };
/** The portal is Spanish first: a caller that asks for no language we speak reads Spanish. */
export const DEFAULT_LANGUAGE: Language = 'es';
/** The codes of the shared catalogue (`./i18n.ts`) start with this. */
export const SHARED = 'http';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A message's values; a template reads the ones it names. */
export type Params = Readonly<Record<string, unknown>>;

/** A message for a caller: its code in a catalogue and the values its text names. */
export interface Message {
  readonly code: string;
  readonly params?: Params;
  /**
   * Codes tried before `code`, most specific first, each in the catalogue of the route's module
   * (`<module>.<code>`) and then in the shared one (`http.<code>`): the words of a contract's own
   * rule belong to the module whose routes use it.
   */
  readonly local?: readonly string[];
}

/** A text: fixed, or built from the message's params. */
export type Template<P = never> = string | ((params: P) => string);

/** Params of a rule's words: yup's (`path`, `max`…) and the English the rule came with. */
export type RuleParams = { readonly path: string; readonly words: string } & Readonly<
  Record<string, unknown>
>;

/**
 * The English a message came with, where its source words it (a contract's own rule, Fastify's
 * refusals): the catalogue's English keeps those words, its Spanish translates them.
 */
export const givenWords = ({ words }: { words: string }): string => words;

/** Texts by code in each language. */
export type Catalogue = Readonly<Record<Language, Readonly<Record<string, Template>>>>;

type Texts = Record<string, Template>;
type ParamsOf<T> = T extends (params: infer P) => string ? P : never;
/** English must have every Spanish code, each with the same params. */
type SameCodes<Es extends Texts> = {
  readonly [K in keyof Es]: Es[K] extends string ? string : (params: ParamsOf<Es[K]>) => string;
};
/** A text param may be given as a message, worded in the same language (see renderMessage). */
type Given<P> = { readonly [K in keyof P]: P[K] extends string ? P[K] | Message : P[K] };
type SayArgs<T> = T extends string ? [] : [params: Given<ParamsOf<T>>];

/** The messages `say` made: only those are worded inside another (never a value a caller sent). */
const said = new WeakSet<Message>();

/** One module's messages: its catalogue (for the composition root) and a typed way to name one. */
export interface Messages<Es extends Texts> {
  readonly catalogue: Catalogue;
  /** The message `key` of this catalogue: the code exists and the params fit, or it does not compile. */
  readonly say: <K extends keyof Es & string>(key: K, ...params: SayArgs<Es[K]>) => Message;
}

/**
 * A module's catalogue, keyed under its name (`say('category.hasBenefits')` is the code
 * `benefits.category.hasBenefits`). English is typed after Spanish: a code missing in one
 * language, or with other params, does not compile.
 */
export function defineMessages<const Es extends Texts>(
  prefix: string,
  texts: { es: Es; en: SameCodes<Es> },
): Messages<Es> {
  const keyed = (entries: Readonly<Record<string, Template>>) =>
    Object.fromEntries(Object.entries(entries).map(([key, text]) => [`${prefix}.${key}`, text]));
  return {
    catalogue: { es: keyed(texts.es), en: keyed(texts.en as Texts) },
    say: (key, ...[params]) => {
      const message = { code: `${prefix}.${key}`, ...(params ? { params } : {}) };
      said.add(message);
      return message;
    },
  };
}

/** Every catalogue as one; a code defined twice stops the start. */
export function composeCatalogues(catalogues: readonly Catalogue[]): Catalogue {
  const all = { es: {} as Record<string, Template>, en: {} as Record<string, Template> };
  for (const catalogue of catalogues) {
    for (const language of LANGUAGES) {
      for (const [code, text] of Object.entries(catalogue[language])) {
        if (Object.hasOwn(all[language], code)) throw new Error(`message ${code} is defined twice`);
        all[language][code] = text;
      }
    }
  }
  return all;
}

/** The code a message resolves to in a catalogue (see `Message.local`); undefined when none. */
export function resolveCode(
  catalogue: Catalogue,
  message: Message,
  module: string | undefined,
): string | undefined {
  const texts = catalogue[DEFAULT_LANGUAGE];
  for (const local of message.local ?? []) {
    for (const code of module
      ? [`${module}.${local}`, `${SHARED}.${local}`]
      : [`${SHARED}.${local}`])
      if (Object.hasOwn(texts, code)) return code;
  }
  return Object.hasOwn(texts, message.code) ? message.code : undefined;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && said.has(value as Message);

/**
 * A message's text in `language`, with `extra` params; a param that is itself a message (a
 * field's reason inside the sentence naming the field) is worded first. The code itself when no
 * catalogue has it.
 */
export function renderMessage(
  catalogue: Catalogue,
  message: Message,
  language: Language,
  { module, extra }: { module?: string; extra?: Params } = {},
): { code: string; text: string } {
  const code = resolveCode(catalogue, message, module);
  if (code === undefined) return { code: message.code, text: message.code };
  const template = catalogue[language][code] as Template<Params>;
  if (typeof template === 'string') return { code, text: template };
  const params = Object.fromEntries(
    Object.entries({ ...message.params, ...extra }).map(([name, value]) => [
      name,
      isMessage(value) ? renderMessage(catalogue, value, language, { module }).text : value,
    ]),
  );
  return { code, text: template(params) };
}

/**
 * The first of `es`/`en` an Accept-Language header prefers (by `q`, then order), any region;
 * undefined when it names neither.
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  let best: Language | undefined;
  let bestQuality = 0;
  for (const range of (header ?? '').split(',')) {
    const [tag = '', ...attributes] = range.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const q = attributes.map((attribute) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(attribute)?.[1]);
    const quality = Number(q.find((value) => value !== undefined) ?? 1);
    if (isLanguage(primary) && quality > bestQuality) {
      best = primary;
      bestQuality = quality;
    }
  }
  return best;
}

/** Whether the route's query contract has a `culture` (the legacy calls that name their language). */
function hasCulture(request: FastifyRequest): boolean {
  const query: unknown = request.routeOptions.schema?.querystring;
  return isSchema(query) && 'fields' in query && Object.hasOwn(query.fields as object, 'culture');
}

/**
 * The language of a caller: the `culture` its call names where the contract has one, else its
 * Accept-Language (the portal sends its own), else Spanish.
 */
export function languageOf(request: FastifyRequest): Language {
  const culture = (request.query as Record<string, unknown> | undefined)?.culture;
  if (isLanguage(culture) && hasCulture(request)) return culture;
  return acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
