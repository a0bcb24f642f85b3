/**
 * Translations a module keeps next to itself (its `i18n/es.ts` and `i18n/en.ts`), whose keys may
 * extend the shared namespaces (`resources`, `routes`, …) as well as the module's own. They are
 * merged deeply over the portal's catalogues (./index.ts, ./english.ts). Spanish, the default,
 * is in the first download; English is fetched with the English catalogue.
 */
export type MessageTree = { [key: string]: string | MessageTree };
export interface ModuleMessages {
  es: MessageTree;
  en: () => Promise<MessageTree>;
}

/** `base` with `extra` merged in, key by key (extra wins on plain strings). */
export function mergeMessages<T extends object>(base: T, extra: MessageTree): T {
  const merged = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' && current !== null
        ? mergeMessages(current as object, value)
        : value;
  }
  return merged as T;
}
