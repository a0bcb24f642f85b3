/**
 * Texts of the inactivity warning, merged into the i18n provider's
 * messages next to the portal's own.
 */
export const inactivityMessages = {
  es: {
    inactivity: {
      title: 'Su sesión expirará en',
      countdown: '%{smart_count} segundo |||| %{smart_count} segundos',
      logout: 'Cerrar sesión',
      continue: 'Continuar Navegando',
    },
  },
  en: {
    inactivity: {
      title: 'Your session will expire in',
      countdown: '%{smart_count} second |||| %{smart_count} seconds',
      logout: 'Log out',
      continue: 'Continue browsing',
    },
  },
};
