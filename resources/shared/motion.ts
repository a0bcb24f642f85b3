/**
 * Whether the person asked their system for less motion (WCAG 2.3.3, `prefers-reduced-motion`):
 * the portal then animates nothing it need not (themes.ts, the home banners). Read once, where
 * a matchMedia exists (jsdom has none).
 */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
