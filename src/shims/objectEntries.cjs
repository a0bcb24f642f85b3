/* global module */
// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, whose
// dependencies (get-intrinsic, call-bind, define-properties…) weigh ~5 kB gzip in every page;
// every browser the portal supports has Object.entries (vite.config.ts aliases the polyfill here).
module.exports = Object.entries;
