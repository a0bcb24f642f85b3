import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import {
  PORTAL_BASE,
  RUNTIME_CONFIG_PATH,
  SERVICE_WORKER_FILE,
  webManifestFile,
} from './contracts/runtimeConfig';
import { en } from './src/i18n/en';
import { es } from './src/i18n/es';
import { BRAND_BACKGROUND, BRAND_PRIMARY } from './src/layout/brandColours';

const server = process.env.PORTAL_API ?? 'http://localhost:8080';

const portalYup = fileURLToPath(new URL('./src/i18n/yup.ts', import.meta.url));
const yupLocale = fileURLToPath(new URL('./src/i18n/yupLocale.ts', import.meta.url));

/**
 * `import … from 'yup'` (the shared contracts) resolves to src/i18n/yup.ts: yup with the portal's
 * translatable messages set before any schema is built, fetched only with the first module that
 * builds one (the home page needs none). That module and yupLocale.ts get the real yup.
 */
function yupWithPortalMessages(): Plugin {
  return {
    name: 'portal-yup-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'yup' || importer === portalYup || importer === yupLocale) return null;
      return portalYup;
    },
  };
}

const pageTitleWithoutEditor = fileURLToPath(
  new URL('./src/layout/PageTitleWithoutEditor.tsx', import.meta.url),
);

/** react-admin's <Title> (every page and its error pages) without the Inspector's title editor. */
function titleWithoutEditor(): Plugin {
  return {
    name: 'portal-title-without-editor',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromTitle = importer
        ?.replace(/\\/g, '/')
        .endsWith('ra-ui-materialui/dist/layout/Title.js');
      return fromTitle && source === './PageTitleConfigurable.js' ? pageTitleWithoutEditor : null;
    },
  };
}

const requiredFields = fileURLToPath(
  new URL('./resources/shared/RequiredFields.tsx', import.meta.url),
);
const RA_CORE_MARKING_REQUIRED = '\0ra-core-marking-required';

/**
 * react-admin's inputs label themselves with ra-core's <FieldTitle>, which shows the asterisk
 * only for the inputs' own validators: they get ra-core with a <FieldTitle> that also asks the
 * form's contract (resources/shared/RequiredFields.tsx), so no form has to mark its inputs.
 */
function requiredMarksFromContracts(): Plugin {
  return {
    name: 'portal-required-marks',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromInputs = importer?.replace(/\\/g, '/').includes('/node_modules/ra-ui-materialui/');
      return source === 'ra-core' && fromInputs ? RA_CORE_MARKING_REQUIRED : null;
    },
    load(id) {
      if (id !== RA_CORE_MARKING_REQUIRED) return null;
      return [
        "import { FieldTitle as original, useWrappedSource } from 'ra-core';",
        `import { markingRequired } from ${JSON.stringify(requiredFields)};`,
        "export * from 'ra-core';",
        'export const FieldTitle = markingRequired(original, useWrappedSource);',
      ].join('\n');
    },
  };
}

const lazyPopper = fileURLToPath(new URL('./src/shims/lazyPopper.ts', import.meta.url));

/** MUI's Popper gets Popper.js when a popper first opens (src/shims/lazyPopper.ts). */
function popperWhenOpened(): Plugin {
  return {
    name: 'portal-lazy-popper',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromPopper = importer
        ?.replace(/\\/g, '/')
        .endsWith('@mui/material/esm/Popper/BasePopper.js');
      return fromPopper && source === '@popperjs/core' ? lazyPopper : null;
    },
  };
}

/** The installed app, in one language: its names from the shell's catalogue (src/i18n). */
function webManifest(language: 'es' | 'en'): Partial<ManifestOptions> {
  const texts = language === 'es' ? es : en;
  const icon = (size: number, purpose: 'any' | 'maskable', file = `icon-${size}.png`) => ({
    src: `${PORTAL_BASE}/icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: `${PORTAL_BASE}/`,
    lang: language,
    name: texts.portal.name,
    short_name: texts.portal.shortName,
    description: texts.portal.description,
    start_url: `${PORTAL_BASE}/Inicio`,
    scope: `${PORTAL_BASE}/`,
    display: 'standalone',
    theme_color: BRAND_PRIMARY,
    background_color: BRAND_BACKGROUND,
    icons: [icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable', 'icon-maskable-512.png')],
  };
}

/** The English manifest beside the Spanish one vite-plugin-pwa writes (the portal links the one in use). */
function englishManifest(): Plugin {
  return {
    name: 'portal-english-manifest',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: webManifestFile('en'),
        source: JSON.stringify(webManifest('en'), null, 2),
      });
    },
  };
}

/**
 * The installable portal (docs/decisions/0351): Workbox precaches the shell, its hashed chunks and
 * its icons; a new version waits until the user reloads (registerType `prompt`); the runtime
 * configuration is read from the network first, from the cache only offline; nothing else of the
 * network is ever cached (the API and the stored files carry personal data and `no-store`).
 */
const installablePortal = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    filename: SERVICE_WORKER_FILE,
    manifestFilename: webManifestFile('es'),
    includeManifestIcons: true,
    manifest: webManifest('es'),
    workbox: {
      // The manifests are added by the plugin (the Spanish one) or fetched when linked (the English).
      globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
      // The editor's and the map's chunks are the largest; all of them are precached.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      navigateFallback: `${PORTAL_BASE}/index.html`,
      navigateFallbackAllowlist: [new RegExp(`^${PORTAL_BASE}/`)],
      navigateFallbackDenylist: [new RegExp(`^${RUNTIME_CONFIG_PATH}$`)],
      // The first version takes the open page at once; a later one waits for the user's reload.
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === RUNTIME_CONFIG_PATH,
          handler: 'NetworkFirst',
          options: { cacheName: 'portal-config', networkTimeoutSeconds: 5 },
        },
      ],
    },
  });

export default defineConfig({
  base: '/portal/',
  plugins: [
    yupWithPortalMessages(),
    titleWithoutEditor(),
    requiredMarksFromContracts(),
    popperWhenOpened(),
    react(),
    installablePortal(),
    englishManifest(),
  ],
  resolve: {
    alias: {
      'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    manifest: true,
    // Vite lists, for every lazy chunk, the files to preload with it, and that map ships in the
    // first download (~6 kB gzip for ~60 routes). Only the landing page (/Inicio) keeps its
    // list; other pages fetch their shared chunks as the browser meets their imports.
    modulePreload: {
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)HomePage-[^/]+\.js$/.test(filename) ? deps : [],
    },
    sourcemap: true,
    rolldownOptions: {
      // What the entry imports statically stays in one chunk, as Rollup did: Rolldown split it into
      // ~30 files shared with the lazy pages, whose glue and separate compression cost ~17 kB gzip.
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
    },
  },
  // `npm run dev:portal` talks to `npm run dev:server` (start it with PUBLIC_URL=http://localhost:5173).
  server: {
    proxy: {
      '/api': server,
      '/idp': server,
      '/portal/config.json': server,
    },
  },
});
