import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import { prefersReducedMotion } from '../../resources/shared/motion';
import { MOBILE_MAX_WIDTH, SIDEBAR_COLLAPSE_MAX_WIDTH } from '../constants';
import { BRAND_PRIMARY } from './brandColours';

export const themeNames = ['light', 'dark', 'blue', 'white', 'red'] as const;
export type ThemeName = (typeof themeNames)[number];
export const layoutModes = [1, 2] as const;
export type LayoutMode = (typeof layoutModes)[number];

/** Defaults: layout 1 (full sidebar, fixed top bar), light theme. */
export const DEFAULT_THEME: ThemeName = 'light';
export const DEFAULT_LAYOUT: LayoutMode = 1;

/**
 * `sm` starts past the mobile cutoff (767: drawer below) and `md` past 1199 (collapsed sidebar
 * below), so react-admin's own responsive rules follow the portal's.
 */
const breakpoints: ThemeOptions['breakpoints'] = {
  values: {
    xs: 0,
    sm: MOBILE_MAX_WIDTH + 1,
    md: SIDEBAR_COLLAPSE_MAX_WIDTH + 1,
    lg: 1536,
    xl: 1920,
  },
};

/**
 * react-admin's empty list page fades its message to half opacity, under 3:1 for its large text
 * (axe-core, WCAG AA): the message in the theme's secondary text colour instead.
 */
const components = {
  RaEmpty: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '& .RaEmpty-message': { opacity: 1, color: theme.palette.text.secondary },
      }),
    },
  },
} as ThemeOptions['components'];

/**
 * With reduced motion asked for, nothing slides, fades, ripples or pulses: MUI's transitions
 * become `none` (its FAQ's way to switch them off), buttons lose the ripple and placeholders the
 * pulse. Progress indicators keep turning: a still spinner would read as a frozen page.
 */
const still = (base: ThemeOptions): ThemeOptions =>
  prefersReducedMotion()
    ? {
        transitions: { ...base.transitions, create: () => 'none' },
        components: {
          MuiButtonBase: { defaultProps: { disableRipple: true } },
          MuiSkeleton: { defaultProps: { animation: false } },
        },
      }
    : {};

// Breakpoints go in the first argument: later ones are merged after the helpers are built.
const variant = (base: ThemeOptions, overrides: ThemeOptions) => {
  const motion = still(base);
  return createTheme(
    {
      ...base,
      ...motion,
      breakpoints,
      components: { ...base.components, ...components, ...motion.components },
    },
    overrides,
  );
};

// MUI's default error and info colours are under 4.5:1 on the toolbars' grey (#e0e0e0: a form's
// delete button) and under chips' white text (axe-core, WCAG AA); the light themes use darker
// shades of the same hues.
const accessibleStatus = { error: { main: '#b71c1c' }, info: { main: '#01579b' } };

export const themes: Record<ThemeName, ReturnType<typeof createTheme>> = {
  // The top bar uses `secondary`: dark enough for white text (WCAG AA, 4.5:1).
  light: variant(defaultLightTheme, {
    palette: {
      ...accessibleStatus,
      primary: { main: BRAND_PRIMARY },
      secondary: { main: BRAND_PRIMARY },
    },
  }),
  dark: variant(defaultDarkTheme, {}),
  blue: variant(defaultLightTheme, {
    palette: {
      ...accessibleStatus,
      primary: { main: '#0d47a1' },
      secondary: { main: '#0277bd' },
      background: { default: '#eef3fb' },
    },
  }),
  white: variant(defaultLightTheme, {
    palette: {
      ...accessibleStatus,
      primary: { main: '#37474f' },
      secondary: { main: '#546e7a' },
      background: { default: '#ffffff' },
    },
  }),
  red: variant(defaultLightTheme, {
    palette: {
      ...accessibleStatus,
      primary: { main: '#b71c1c' },
      secondary: { main: '#c62828' },
      background: { default: '#fbf1f1' },
    },
  }),
};
