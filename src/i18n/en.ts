/** The portal's own messages in English (SPEC wording where the spec gives it). */
export const en = {
  portal: {
    name: 'Employee portal',
    language: 'Language',
  },
  session: {
    signin: {
      title: 'Welcome',
      signedInAs: 'Signed in as %{name}',
      loadData: 'Load data',
      signInAgain: 'Sign in again',
      loading: 'Loading your data…',
      activeSessionHint:
        'If you want to continue and close the active session click Sign in again.',
    },
    unavailable: 'The sign-in service is not available. Try again in a few minutes.',
  },
  home: {
    greeting: 'Hello, %{name}',
    badge: 'Badge',
    email: 'Email',
    loadError: 'Your profile could not be loaded.',
  },
};
