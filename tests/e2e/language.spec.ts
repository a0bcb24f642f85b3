import { expect, type Page } from '@playwright/test';
import type { TranslationMessages } from 'react-admin';
import { catalogue, type Locale } from '../../src/i18n';
import { modules } from '../../src/modules';
import { blockingViolations } from './accessibility';
import { signedIn } from './signIn';
import { openRoute, test, walk } from './routeWalk';

/**
 * Pages of the route table, in Spanish and in English, say nothing but the language in use: no
 * raw catalogue key and no text of the other language's catalogue among their visible texts and
 * their aria-label, title and placeholder attributes; and axe-core finds nothing serious on them.
 * A representative set by default (one signed-in administrator, every module and kind of screen:
 * employee pages, lists, forms new and edited, pages of pages, rich text); `LANGUAGE_CHECK=all`
 * walks every route as its own account, as overflow.spec.ts does (about six minutes).
 */

const LANGUAGES: readonly Locale[] = ['es', 'en'];
const NAMES: Record<Locale, string> = { es: 'Español', en: 'English' };
const WIDTH = 1280;

const REPRESENTATIVE = [
  '/Inicio',
  '/Kudos/Settings',
  '/News/NewsForm/:id',
  '/Calendar/CalendarForm',
  '/permissions/module',
  '/permissions/roles/:code',
  '/permissions/users/:code',
  '/permissions/audit',
  '/newsletters/home',
  '/Benefits/MontlyDiscounts',
  '/Benefits/Detalle/:id',
  '/Benefits/FormAdminBenefits/:id',
  '/Ventas/Home',
  '/Ventas/FormAdminCampaign',
  '/Ventas/Compras',
  '/BAF/Home',
  '/BAF/form',
  '/BAF/Referrals/:id',
  '/my-metrics',
  '/growth/applications/:id',
  '/ReembolsoEducativo/Nuevo',
  '/ReembolsoEducativo/Aprobaciones',
];
const checked =
  process.env.LANGUAGE_CHECK === 'all'
    ? walk
    : walk
        .filter(({ path }) => REPRESENTATIVE.includes(path))
        .map((route) => ({ ...route, account: 'admin' }));

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalogue key as a page would show it raw: `menu.settings`, `ra.action.save`. */
const KEY_SHAPE = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

interface Texts {
  keys: Set<string>;
  exact: Set<string>;
  /** Texts with %{placeholders}, each as a whole-text pattern. */
  patterns: RegExp[];
}

/** A compiled catalogue's keys and texts (each plural form on its own). */
function textsOf(messages: TranslationMessages): Texts {
  const texts: Texts = { keys: new Set(), exact: new Set(), patterns: [] };
  const visit = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      texts.keys.add(path.join('.'));
      for (const form of node.split('||||').map(normal)) {
        if (!form.includes('%{')) {
          if (form) texts.exact.add(form);
          continue;
        }
        const literal = form.replace(/%\{\w+\}/g, '');
        // A text made of its placeholders says nothing of its language ('%{name}').
        if ((literal.match(/\p{L}/gu) ?? []).length < 4) continue;
        const parts = form.split(/%\{\w+\}/).map(escaped);
        texts.patterns.push(new RegExp(`^${parts.join('.+?')}$`, 's'));
      }
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) visit(child, [...path, key]);
    }
  };
  visit(messages, []);
  return texts;
}

const says = (texts: Texts, text: string) =>
  texts.exact.has(text) || texts.patterns.some((pattern) => pattern.test(text));

const catalogues = Promise.all(LANGUAGES.map((locale) => catalogue(locale, modules))).then(
  (compiled) =>
    Object.fromEntries(
      LANGUAGES.map((locale, index) => [locale, textsOf(compiled[index]!)]),
    ) as Record<Locale, Texts>,
);

/** What the page says: its visible texts, and the names, titles and hints of its elements. */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        found.push(text);
    }
    for (const attribute of ['aria-label', 'title', 'placeholder']) {
      for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });

/**
 * Whether a text is a record's, as the services sent it (a menu link named «Beneficios» stays so
 * in English): one of their texts, or a piece of one of their rich texts.
 */
function isContent(text: string, apiTexts: ReadonlySet<string>): boolean {
  for (const sent of apiTexts) {
    if (sent === text || (sent.includes('<') && normal(sent).includes(text))) return true;
  }
  return false;
}

/** The texts of a page that are not of `locale`: raw keys, and the other language's texts. */
async function foreignTexts(
  page: Page,
  locale: Locale,
  apiTexts: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const all = await catalogues;
  const active = all[locale];
  const other = all[locale === 'es' ? 'en' : 'es'];
  const content = new Set([...apiTexts].map(normal));
  const texts = [...new Set((await pageTexts(page)).map(normal))];
  return texts.flatMap((text) => {
    if (KEY_SHAPE.test(text) && active.keys.has(text)) return [`raw key: ${text}`];
    if (says(other, text) && !says(active, text) && !isContent(text, content))
      return [`other language: ${text}`];
    return [];
  });
}

/** The portal in `locale`, switched the way a user does (the language menu of the top bar). */
async function speak(page: Page, locale: Locale) {
  if ((await page.locator('html').getAttribute('lang')) === locale) return;
  await page.getByRole('button', { name: /^(Idioma|Language): / }).click();
  await page.getByRole('menuitem', { name: NAMES[locale] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test('the identity provider’s login page speaks the language chosen in the portal', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, 'benefits.owner');
  await speak(page, 'en');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Username').fill('benefits.owner');
  await page.getByLabel('Password').fill('benefits.owner');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back in the portal, still in English: its own sign-in page, before any session is opened.
  await expect(page.getByRole('button', { name: 'Load data' })).toBeVisible();
  await context.close();
});

test('the representative routes are routes of the table', () => {
  expect(REPRESENTATIVE.filter((path) => !walk.some((route) => route.path === path))).toEqual([]);
});

for (const account of new Set(checked.map((route) => route.account))) {
  for (const locale of LANGUAGES) {
    for (const { path } of checked.filter((route) => route.account === account)) {
      test(`${path} in ${NAMES[locale]} (${account}) speaks only ${NAMES[locale]}`, async ({
        sessions,
        request,
      }) => {
        const page = await sessions.page(account, WIDTH);
        await speak(page, locale);
        const target = await openRoute(sessions, request, path, account);
        expect(await foreignTexts(page, locale, sessions.apiTexts), target).toEqual([]);
        // The side menu is the shell's, checked by shell.spec.ts.
        expect(
          await blockingViolations(page, `${target} (${locale})`, {
            exclude: ['.RaSidebar-fixed'],
          }),
        ).toEqual([]);
      });
    }
  }
}
