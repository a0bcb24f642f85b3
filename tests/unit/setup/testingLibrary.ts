import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: the first render of react-admin in jsdom takes
// longer than that on a busy two-core machine. A query that never matches still fails, later.
configure({ asyncUtilTimeout: 5_000 });

// The unit files share their worker's modules and jsdom (vitest.config.ts): Testing Library's own
// clean-up is registered only for the first file that imports it, so every file's tests unmount
// what they rendered here, and a file leaves no stored state to the next.
afterEach(() => cleanup());
afterAll(() => {
  // Files that run in Node's environment have no DOM.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
});
