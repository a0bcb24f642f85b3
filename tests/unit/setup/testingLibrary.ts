import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: the first render of react-admin in jsdom takes
// longer than that on a busy two-core machine. A query that never matches still fails, later.
configure({ asyncUtilTimeout: 5_000 });
