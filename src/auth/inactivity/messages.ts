/**
 * Texts of the inactivity warning, merged into the i18n provider's messages next to the
 * portal's own. Spanish here, in the first download; English in englishMessages.ts.
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
};
