/** Business constants the portal shell uses. */
export const INACTIVITY_TIMEOUT_MS = 15 * 60 * 1000;
export const INACTIVITY_COUNTDOWN_SECONDS = 30;
export const INACTIVITY_DEBOUNCE_MS = 500;
/** The sidebar is collapsed at this width and below. */
export const SIDEBAR_COLLAPSE_MAX_WIDTH = 1199;
/** Phones: the sidebar becomes a drawer at this width and below. */
export const MOBILE_MAX_WIDTH = 767;
