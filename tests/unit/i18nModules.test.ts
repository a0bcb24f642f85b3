import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { loadEnglish, spanish } from '../../src/i18n';
import { mergeMessages } from '../../src/i18n/moduleMessages';
import { modules } from '../../src/modules';

/** Every leaf's dotted path ('resources.news.name'), sorted. */
function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? leafKeys(value as object, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    )
    .sort();
}

describe('module translations', () => {
  it('extend shared namespaces without dropping the portal keys', () => {
    const portal = { resources: { news: { name: 'Noticias' } }, routes: { Inicio: 'Inicio' } };
    const merged = mergeMessages(portal, {
      resources: { benefits: { name: 'Beneficios' } },
      benefits: { title: 'Beneficios' },
    });
    expect(merged).toEqual({
      resources: { news: { name: 'Noticias' }, benefits: { name: 'Beneficios' } },
      routes: { Inicio: 'Inicio' },
      benefits: { title: 'Beneficios' },
    });
    expect(portal.resources).not.toHaveProperty('benefits');
  });
});

describe('the catalogues', () => {
  it('have the same keys in Spanish and in English, modules included', async () => {
    const english = await loadEnglish();
    // ra-input-rich-text falls back to English by itself: only Spanish has `ra.tiptap` keys.
    const spanishKeys = leafKeys(spanish).filter((key) => !key.startsWith('ra.tiptap.'));
    expect(leafKeys(english)).toEqual(spanishKeys);
  });

  it('keep only the shell in src/i18n: every module namespace is in its module', () => {
    const shell = ['portal', 'session', 'menu', 'routes', 'shell', 'notifications'];
    expect(Object.keys(es)).toEqual(shell);
    expect(Object.keys(en)).toEqual(shell);
    const shellKeys = new Set(leafKeys(es));
    for (const module of modules) {
      const own = leafKeys(module.messages?.es ?? {});
      expect(
        own.filter((key) => shellKeys.has(key)),
        module.name,
      ).toEqual([]);
    }
  });
});
