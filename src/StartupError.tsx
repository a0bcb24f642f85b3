import { es } from './i18n/es';
import { en } from './i18n/en';

/** Shown when the identity provider cannot be reached: nothing else of the portal can work. */
export function StartupError() {
  const messages = navigator.language.startsWith('en') ? en : es;
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        padding: 32,
        maxWidth: 560,
        margin: '10vh auto',
      }}
    >
      <h1>{messages.portal.name}</h1>
      <p role="alert">{messages.session.unavailable}</p>
      <button type="button" onClick={() => window.location.reload()}>
        ↻
      </button>
    </main>
  );
}
