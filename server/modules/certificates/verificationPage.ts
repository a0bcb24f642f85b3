import { createHash } from 'node:crypto';
import type { CertificateVerification } from '../../../contracts/certificates/certificates';
import { type Language, renderMessage } from '../../http/messages';
import { serializeCsp } from '../../http/securityHeaders';
import { pdfMoney } from '../../pdf/document';
import { monthInWords } from './document';
import { certificatesMessages, say } from './i18n';
import { escapeHtml } from '../../http/escapeHtml';

type Words = Parameters<typeof say>[0];

/** One stylesheet, allowed by its hash: the page has no script and loads nothing else. */
const STYLE = [
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1c1c;background:#f4f5f7;line-height:1.5}',
  'main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}',
  'h1{font-size:1.25rem;margin:0 0 1rem}',
  '.status{padding:1rem;border-radius:.5rem;font-size:1.25rem;font-weight:700;margin:0 0 1rem;border:2px solid}',
  '.valid{background:#e6f4ea;border-color:#1e7b34;color:#14532d}',
  '.revoked,.notFound{background:#fdecea;border-color:#b3261e;color:#7f1d1d}',
  'dl{display:grid;grid-template-columns:minmax(0,1fr);gap:.25rem;margin:0;background:#fff;padding:1rem;border-radius:.5rem}',
  'dt{font-weight:600;margin-top:.5rem}dd{margin:0;overflow-wrap:anywhere}',
  '@media (min-width:36rem){dl{grid-template-columns:minmax(0,14rem) minmax(0,1fr)}dt{margin-top:0}}',
].join('');

/** The page's own CSP: the API's (nothing loads), plus its one stylesheet by hash. */
export const VERIFICATION_PAGE_CSP = serializeCsp({
  'default-src': ["'none'"],
  'style-src': [`'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/** A day (YYYY-MM-DD or an ISO instant) as the page's language writes it. */
const dayIn = (language: Language, value: string) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-CR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: value.length === 10 ? 'UTC' : 'America/Costa_Rica',
  }).format(new Date(value.length === 10 ? `${value}T12:00:00.000Z` : value));

/**
 * The public verification page: whether the certificate is valid, revoked or unknown, and what it
 * states (the same stored statement its PDF was written from).
 */
export function verificationPage(
  verification: CertificateVerification | null,
  language: Language,
): string {
  const word = (key: Words) =>
    escapeHtml(renderMessage(certificatesMessages, say(key), language).text);
  /** Label, value and what follows the label (a month). */
  const facts: [Words, string, string?][] = [];
  let status: 'valid' | 'revoked' | 'notFound' = 'notFound';
  let body = `<p>${word('page.notFoundHelp')}</p>`;
  if (verification) {
    const { statement } = verification;
    status = verification.status;
    facts.push(
      ['page.code', verification.verificationCode],
      [
        'page.type',
        renderMessage(certificatesMessages, say(`type.${verification.type}`), language).text,
      ],
      ['page.employee', verification.employeeName],
      ['page.badge', statement.employee.badge],
      ['page.issuedOn', dayIn(language, verification.issuedOn)],
      ['page.signer', `${verification.signer.name}, ${verification.signer.title}`],
    );
    if (statement.salary)
      facts.push(
        ['page.averageGross', pdfMoney(statement.salary.averageGrossMinor)],
        ['page.averageNet', pdfMoney(statement.salary.averageNetMinor)],
      );
    if (statement.incapacity) {
      facts.push(['page.incapacityStart', dayIn(language, statement.incapacity.startsOn)]);
      for (const { month, grossMinor } of statement.incapacity.months)
        facts.push([
          'page.gross',
          pdfMoney(grossMinor),
          ` (${escapeHtml(monthInWords(month, language))})`,
        ]);
    }
    if (verification.revokedAt)
      facts.push(['page.revokedOn', dayIn(language, verification.revokedAt)]);
    body = `<dl>${facts
      .map(
        ([label, value, more = '']) =>
          `<dt>${word(label)}${more}</dt><dd>${escapeHtml(value)}</dd>`,
      )
      .join('')}</dl>`;
  }
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${word('page.title')}</title>`,
    `<style>${STYLE}</style></head>`,
    `<body><main><h1>${word('page.title')}</h1>`,
    `<p class="status ${status}" role="status">${word(`page.${status}`)}</p>`,
    body,
    '</main></body></html>',
  ].join('');
}
