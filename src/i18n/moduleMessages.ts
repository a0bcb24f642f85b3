/**
 * Translations a module keeps next to itself (its `i18n/es.ts` and `i18n/en.ts`), whose keys may
 * extend the shared namespaces (`resources`, `routes`, …) as well as the module's own. They are
 * merged deeply over the shell's catalogues (./index.ts, ./english.ts). Both languages are
 * fetched with the module's first page, only the one in use (src/routes.tsx).
 */
export type MessageTree = { [key: string]: string | MessageTree };
export interface ModuleMessages {
  /** Labels of its side-menu entries the shell's `menu` does not have: in the first download. */
  menu?: Record<'es' | 'en', Record<string, string>>;
  es: () => Promise<MessageTree>;
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
