import { afterEach, describe, expect, it, vi } from 'vitest';

/** The themes as built for a system that asks (or not) for reduced motion. */
async function themesWith(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.resetModules();
  return (await import('../../../src/layout/themes')).themes;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the themes under prefers-reduced-motion', () => {
  it('switch transitions, ripples and pulses off when the system asks for less motion', async () => {
    for (const theme of Object.values(await themesWith(true))) {
      expect(theme.transitions.create(['opacity'])).toBe('none');
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      expect(theme.components?.MuiSkeleton?.defaultProps?.animation).toBe(false);
      // The portal's own overrides are still there.
      expect(theme.components?.RaEmpty).toBeDefined();
    }
  });

  it('keep MUI’s motion otherwise', async () => {
    for (const theme of Object.values(await themesWith(false))) {
      expect(theme.transitions.create(['opacity'])).toMatch(/^opacity \d+ms/);
      expect(theme.components?.MuiButtonBase).toBeUndefined();
    }
  });
});
