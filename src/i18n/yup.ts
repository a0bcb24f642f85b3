/**
 * What `import … from 'yup'` means in the portal build (vite.config.ts): yup with the portal's
 * messages set first, so every schema a contract builds carries react-admin message keys, and yup
 * is fetched with the first module that builds a schema rather than with every page.
 */
import './yupLocale';

export * from 'yup';
