import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, i18nProvider, moduleTextsReady } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { mergeMessages } from '../../src/i18n/moduleMessages';
import { modules } from '../../src/modules';
import { greetingsPortal } from '../fixtures/greetings/portal';

/** The TypeScript files under the given folders. */
function sourceFiles(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => join(folder, name)),
  );
}

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
    const [spanish, english] = await Promise.all([
      catalogue('es', modules),
      catalogue('en', modules),
    ]);
    expect(leafKeys(english)).toEqual(leafKeys(spanish));
  });

  it('hold every key the portal writes out whole in its code', async () => {
    const spanish = await catalogue('es', modules);
    const keys = new Set(leafKeys(spanish));
    const namespaces = Object.keys(spanish).filter((name) => name !== 'ra');
    const written = new RegExp(`['"\`]((?:${namespaces.join('|')})\\.[\\w.]+)['"\`]`, 'g');
    // The portal's storage keys, not texts.
    const storageKeys = [
      'ending.shown',
      'redirect',
      'session',
      'theme',
      'layout',
      'installOffered',
      'draft',
    ].map((name) => `portal.${name}`);
    const missing: string[] = [];
    for (const file of sourceFiles(['src', 'resources', 'dataProviders'])) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(written))
        // A key's prefix (a namespace handed to a kit) is not a text.
        if (
          !keys.has(key!) &&
          !storageKeys.includes(key!) &&
          ![...keys].some((known) => known.startsWith(`${key}.`))
        )
          missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('keep only the shell in src/i18n: every module namespace is in its module', async () => {
    const shell = ['portal', 'session', 'menu', 'routes', 'shell', 'notifications'];
    expect(Object.keys(es)).toEqual(shell);
    expect(Object.keys(en)).toEqual(shell);
    const shellKeys = new Set(leafKeys(es));
    for (const module of modules) {
      const own = leafKeys((await module.messages?.es()) ?? {});
      expect(
        own.filter((key) => shellKeys.has(key)),
        module.name,
      ).toEqual([]);
    }
  });

  it('bring a module’s menu labels with the shell, in both languages', async () => {
    const [spanish, english] = await Promise.all([
      catalogue('es', [greetingsPortal]),
      catalogue('en', [greetingsPortal]),
    ]);
    expect(spanish.menu).toMatchObject({ greetings: 'Saludos', newsletter: 'Boletín' });
    expect(english.menu).toMatchObject({ greetings: 'Greetings', newsletter: 'Newsletter' });
  });
});

describe('the portal’s i18n provider', () => {
  const t = (key: string) => i18nProvider.translate(key, { _: key });
  const sales = modules.find((module) => module.name === 'sales')!;
  const benefits = modules.find((module) => module.name === 'benefits')!;

  it('starts with the Spanish shell only: a module’s texts come with its first page', async () => {
    expect(t('menu.assetsSale')).toBe('Venta de Activos');
    expect(t('sales.home.title')).toBe('sales.home.title');
    await moduleTextsReady(sales.name, sales.messages!);
    expect(t('sales.home.title')).toBe('Venta de activos');
    expect(moduleTextsReady(sales.name, sales.messages!)).toBe(
      moduleTextsReady(sales.name, sales.messages!),
    );
  });

  it('switches language with the modules in use, and back', async () => {
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.getLocale()).toBe('en');
    expect(t('sales.home.title')).toBe('Asset sale');
    expect(t('menu.assetsSale')).toBe('Asset sale');
    await i18nProvider.changeLocale('es');
    expect(t('sales.home.title')).toBe('Venta de activos');
  });

  it('ends in the language asked for last when a module’s texts arrive during a switch', async () => {
    const arriving = moduleTextsReady(benefits.name, benefits.messages!);
    const switching = i18nProvider.changeLocale('en');
    await Promise.all([arriving, switching]);
    expect(i18nProvider.getLocale()).toBe('en');
    expect(t('benefits.home.categories')).not.toBe('benefits.home.categories');
    expect(t('benefits.home.categories')).toBe(
      ((await benefits.messages!.en()).benefits as { home: { categories: string } }).home
        .categories,
    );
    await i18nProvider.changeLocale('es');
  });
});
