// Geography and benefit locations (issue 6)
import { benefitLocationMessages } from '../modules/benefits/locationMessages';
// Sales (issue 7)
import { salesMessages } from '../modules/sales/messages';

/**
 * Translations a module keeps next to itself: `{ es, en }` objects whose keys may extend the
 * shared namespaces (`resources`, `routes`, …) as well as the module's own. They are merged
 * deeply over the portal's catalogues in ../index.ts.
 */
export type MessageTree = { [key: string]: string | MessageTree };
export interface ModuleMessages {
  es: MessageTree;
  en: MessageTree;
}

// Benefits catalogue (issue 6)
import { benefitMessages } from '../modules/benefits/messages';

/** Every module's bundle; a module adds its line here when it lands. */
export const moduleMessages: readonly ModuleMessages[] = [
  // Geography and benefit locations (issue 6)
  benefitLocationMessages,
  // Benefits catalogue (issue 6)
  benefitMessages,
  // Sales (issue 7)
  salesMessages,
];

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
