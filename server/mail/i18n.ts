import { defineMessages } from '../http/messages';

/** The words every e-mail of the portal wraps its notice in. */
export const { catalogue: mailMessages, say } = defineMessages('mail', {
  es: {
    open: 'Abrir en el portal',
    signIn: 'El enlace le pide iniciar sesión; nada se aprueba ni se rechaza desde el correo.',
    why: 'Recibe este correo porque lo eligió en sus preferencias de notificaciones del portal.',
  },
  en: {
    open: 'Open in the portal',
    signIn: 'The link asks you to sign in; nothing is approved or rejected from the e-mail.',
    why: 'You get this e-mail because you chose it in your notification preferences in the portal.',
  },
});
