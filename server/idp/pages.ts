/** The embedded provider's own pages: a real login form over the demo accounts, and logout. */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/escapeHtml';

export type Locale = 'es' | 'en';

/** The shortest password a person may choose on the first-login page. */
export const MIN_PASSWORD = 12;

const texts = {
  es: {
    title: 'Iniciar sesión',
    subtitle: 'Portal del colaborador',
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Ingresar',
    invalid: 'Usuario o contraseña incorrectos.',
    locked: (when: string) =>
      `Demasiados intentos fallidos. Por seguridad el inicio de sesión está bloqueado temporalmente: vuelva a intentarlo ${when}.`,
    disabled: 'Su cuenta está desactivada. Si cree que es un error, contacte a Recursos Humanos.',
    loggingOut: 'Cerrando sesión…',
    logoutButton: 'Cerrar sesión',
    error: 'No se pudo completar la solicitud de inicio de sesión.',
    unavailableTitle: 'Servicio no disponible',
    unavailable:
      'El inicio de sesión no está disponible en este momento. Vuelva a intentarlo en unos segundos.',
    portalUnavailable:
      'El portal no está disponible en este momento. Vuelva a intentarlo en unos segundos.',
    welcomeTitle: 'Elija su contraseña',
    welcomeSubtitle: 'Su primer inicio de sesión en el portal del colaborador',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Repita la contraseña',
    passwordHint: `Al menos ${MIN_PASSWORD} caracteres.`,
    savePassword: 'Guardar contraseña',
    tooShort: `La contraseña necesita al menos ${MIN_PASSWORD} caracteres.`,
    mismatch: 'Las dos contraseñas no coinciden.',
    linkInvalid:
      'Este enlace ya no sirve: se usó, venció o su cuenta no está activa. Pida otro a Recursos Humanos.',
  },
  en: {
    title: 'Sign in',
    subtitle: 'Employee portal',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'Invalid username or password.',
    locked: (when: string) =>
      `Too many failed attempts. For your security, sign-in is temporarily locked: try again ${when}.`,
    disabled:
      'Your account is deactivated. If you think this is a mistake, contact Human Resources.',
    loggingOut: 'Signing out…',
    logoutButton: 'Sign out',
    error: 'The sign-in request could not be completed.',
    unavailableTitle: 'Service unavailable',
    unavailable: 'Sign-in is temporarily unavailable. Try again in a few seconds.',
    portalUnavailable: 'The portal is temporarily unavailable. Try again in a few seconds.',
    welcomeTitle: 'Choose your password',
    welcomeSubtitle: 'Your first sign-in to the employee portal',
    newPassword: 'New password',
    confirmPassword: 'Repeat the password',
    passwordHint: `At least ${MIN_PASSWORD} characters.`,
    savePassword: 'Save password',
    tooShort: `The password needs at least ${MIN_PASSWORD} characters.`,
    mismatch: 'The two passwords do not match.',
    linkInvalid:
      'This link no longer works: it was used, it expired or your account is not active. Ask Human Resources for another.',
  },
} satisfies Record<Locale, Record<string, string | ((when: string) => string)>>;

/** Spanish first; English when the portal or the browser asks for it. */
export function pickLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  const wanted = typeof uiLocales === 'string' && uiLocales ? uiLocales : (acceptLanguage ?? '');
  return /^\s*en\b/i.test(wanted) ? 'en' : 'es';
}

const style = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(135deg,#0d47a1,#1976d2);color:#1a1a1a}
main{background:#fff;width:min(92vw,380px);padding:32px 28px;border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.25)}
h1{margin:0 0 4px;font-size:1.5rem}p.sub{margin:0 0 24px;color:#555}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;padding:12px;border:1px solid #888;border-radius:6px;font-size:1rem}
input:focus{outline:3px solid #90caf9;border-color:#1976d2}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:6px;background:#1976d2;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:hover,button:focus{background:#0d47a1}
.error{background:#fdecea;color:#611a15;padding:10px 12px;border-radius:6px;margin-bottom:8px}`;

/** Submits the logout confirmation at once: the portal asked for it. */
const submitScript = 'document.forms[0].submit()';

const cspHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** The only inline style and script of these pages, as the page CSP's hash sources. */
export const pageHashes = { style: cspHash(style), script: cspHash(submitScript) };

function layout(locale: Locale, title: string, body: string): string {
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style>${style}</style></head><body><main>${body}</main></body></html>`;
}

/** Why the last attempt did not sign in: wrong credentials, a lockout until a time, an inactive account. */
export type LoginProblem =
  { kind: 'invalid' } | { kind: 'locked'; until: Date; now: Date } | { kind: 'disabled' };

/** "in 15 minutes" / "dentro de 15 minutos", rounded up to the minute. */
function retryIn(locale: Locale, until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(minutes, 'minute');
}

function problemText(locale: Locale, problem: LoginProblem): string {
  const t = texts[locale];
  if (problem.kind === 'locked') return t.locked(retryIn(locale, problem.until, problem.now));
  return problem.kind === 'disabled' ? t.disabled : t.invalid;
}

export function loginPage(opts: {
  locale: Locale;
  action: string;
  username?: string;
  problem?: LoginProblem;
}): string {
  const t = texts[opts.locale];
  return layout(
    opts.locale,
    t.title,
    `<h1>${t.title}</h1><p class="sub">${t.subtitle}</p>
${opts.problem ? `<div class="error" role="alert">${escapeHtml(problemText(opts.locale, opts.problem))}</div>` : ''}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on">
<input type="hidden" name="locale" value="${opts.locale}">
<label for="username">${t.username}</label>
<input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(opts.username ?? '')}">
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t.submit}</button>
</form>`,
  );
}

/** Why a chosen password was refused on the first-login page. */
export type WelcomeProblem = 'tooShort' | 'mismatch';

/** The first-login page: the person's user name, and their new password twice. */
export function welcomePage(opts: {
  locale: Locale;
  action: string;
  username: string;
  problem?: WelcomeProblem;
}): string {
  const t = texts[opts.locale];
  return layout(
    opts.locale,
    t.welcomeTitle,
    `<h1>${t.welcomeTitle}</h1><p class="sub">${t.welcomeSubtitle}</p>
${opts.problem ? `<div class="error" role="alert">${t[opts.problem]}</div>` : ''}
<form method="post" action="${escapeHtml(opts.action)}">
<input type="hidden" name="locale" value="${opts.locale}">
<label for="username">${t.username}</label>
<input id="username" name="username" autocomplete="username" readonly value="${escapeHtml(opts.username)}">
<label for="password">${t.newPassword}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD}" aria-describedby="password-hint" autofocus>
<p id="password-hint" class="sub">${t.passwordHint}</p>
<label for="confirm">${t.confirmPassword}</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD}">
<button type="submit">${t.savePassword}</button>
</form>`,
  );
}

/** A first-login link that is used, expired, unknown or of an inactive account. */
export function linkInvalidPage(locale: Locale): string {
  const t = texts[locale];
  return layout(
    locale,
    t.welcomeTitle,
    `<h1>${t.welcomeTitle}</h1><div class="error" role="alert">${t.linkInvalid}</div>`,
  );
}

/** RP-initiated logout: the provider's confirmation form, submitted at once (the portal asked for it). */
export function logoutPage(locale: Locale, form: string): string {
  const t = texts[locale];
  const withButton = form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><button autofocus type="submit">${t.logoutButton}</button></form>`,
  );
  return layout(
    locale,
    t.loggingOut,
    `<h1>${t.loggingOut}</h1>${withButton}<script>${submitScript}</script>`,
  );
}

export function errorPage(locale: Locale, detail: string): string {
  const t = texts[locale];
  return layout(
    locale,
    t.title,
    `<h1>${t.title}</h1><div class="error" role="alert">${t.error}</div><p>${escapeHtml(detail)}</p>`,
  );
}

/**
 * While the database cannot be reached: a short page in the user's language, no details; about
 * signing in, or about the whole portal while the server waits for its database at start.
 */
export function unavailablePage(locale: Locale, what: 'sign-in' | 'portal' = 'sign-in'): string {
  const t = texts[locale];
  const text = what === 'portal' ? t.portalUnavailable : t.unavailable;
  return layout(
    locale,
    t.unavailableTitle,
    `<h1>${t.unavailableTitle}</h1><div class="error" role="alert">${text}</div>`,
  );
}
