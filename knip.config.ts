import type { KnipConfig } from 'knip';

/** `npm run lint:deps`: every dependency in package.json is used, and every import is declared. */
const config: KnipConfig = {
  entry: ['tests/**/*.{test,spec}.{ts,tsx}'],
  project: [
    'src/**/*.{ts,tsx}',
    'server/**/*.ts',
    'contracts/**/*.ts',
    'dataProviders/**/*.ts',
    'resources/**/*.{ts,tsx}',
    'tests/**/*.{ts,tsx}',
    'bench/**/*.ts',
  ],
  // A peer dependency of react-admin, pinned here; the portal imports it as react-router-dom.
  ignoreDependencies: ['react-router'],
};

export default config;
