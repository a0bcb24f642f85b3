/**
 * The portal's colours outside the page: the light theme's primary (themes.ts), the browser's
 * bar (index.html's theme-color) and the installed app's splash and title bar (the web app
 * manifest, vite.config.ts). Plain values: the build's configuration reads them without MUI.
 */
export const BRAND_PRIMARY = '#1565c0';
export const BRAND_BACKGROUND = '#ffffff';
