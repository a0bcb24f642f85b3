import { PORTAL_BASE } from '../../contracts/runtimeConfig';
import { escapeHtml } from '../http/escapeHtml';
import { type Language, renderMessage } from '../http/messages';
import { mailMessages, say } from './i18n';

/** What an e-mail reports: a notice's title and body, and the portal path it opens. */
export interface MailNotice {
  title: string;
  body: string;
  /** A portal path ('/PersonalDays/Aprobaciones/12'), or null. */
  link: string | null;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * A notice as an e-mail in `language`: plain text and HTML (every text escaped), the link absolute
 * (`publicUrl` + the portal's base path): it opens the page after the reader signs in.
 */
export function composeMail(
  { title, body, link }: MailNotice,
  language: Language,
  publicUrl: string,
): ComposedMail {
  const words = (key: 'open' | 'signIn' | 'why') =>
    renderMessage(mailMessages, say(key), language).text;
  const url = link === null ? null : `${publicUrl}${PORTAL_BASE}${link}`;
  const text = [
    title,
    '',
    body,
    ...(url ? ['', `${words('open')}: ${url}`, words('signIn')] : []),
    '',
    '--',
    words('why'),
  ].join('\n');
  const paragraph = (content: string) => `<p>${escapeHtml(content)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;max-width:600px">',
    `<h1 style="font-size:1.25rem">${escapeHtml(title)}</h1>`,
    ...body.split('\n').map(paragraph),
    ...(url
      ? [
          `<p><a href="${escapeHtml(url)}">${escapeHtml(words('open'))}</a></p>`,
          paragraph(words('signIn')),
        ]
      : []),
    `<hr><p style="font-size:.875rem;color:#555">${escapeHtml(words('why'))}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: title, text, html };
}
