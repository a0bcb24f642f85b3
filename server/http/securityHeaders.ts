import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

type Directives = Record<string, string[]>;

/** A directive map as a Content-Security-Policy header value. */
export const serializeCsp = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The origin a URL or a Leaflet template points at; `{s}` subdomains become a wildcard. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  const host = url.replace(/^(https?:\/\/)([^/?#]+).*$/i, '$1$2');
  return host.replace('{s}.', '*.').replace(/\{[^}]*\}/g, '*');
}

/** Where the home page's CTA videos play (contracts/home/links.ts videoEmbedUrl). */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** Answers and documents of the API: nothing loads, nothing frames them. */
export const API_CSP = serializeCsp({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/**
 * The SPA: its own scripts only; MUI/emotion and rich text need inline styles
 * (docs/decisions/0120-the-portal-s-content-security-policy.md).
 */
export function portalCsp(config: AppConfig): string {
  const origins = (urls: string[]) =>
    urls.map(originOf).filter((origin): origin is string => origin !== null);
  const identity = config.identity.embedded ? [] : origins([config.identity.url]);
  const services = origins(Object.values(config.serviceBases));
  const unique = (list: string[]) => [...new Set(list)];
  return serializeCsp({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique([
      "'self'",
      'data:',
      'blob:',
      ...origins([config.mapTiles.url]),
      ...config.imageSources,
    ]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ...identity, ...services]),
    // The CTA may be any https .mp4 (contracts/home/settings.ts).
    'media-src': ["'self'", 'https:'],
    'frame-src': VIDEO_FRAME_ORIGINS,
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** The embedded provider's pages: their one stylesheet and script by hash, forms to itself and back to the portal. */
export function identityCsp(config: AppConfig, hashes: { style: string; script: string }): string {
  return serializeCsp({
    'default-src': ["'none'"],
    'style-src': [`'${hashes.style}'`],
    'script-src': [`'${hashes.script}'`],
    'img-src': ['data:'],
    // A form's redirects are checked too: the login ends on the portal's redirect URI.
    'form-action': ["'self'", new URL(config.publicUrl).origin],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  });
}

/**
 * Powerful features (Permissions-Policy) on every surface: none of the sensors, devices, payment or
 * screen capture the portal never asks for, in it or in a frame; the video players' frames keep
 * what playing asks (full screen, picture-in-picture, protected media). The clipboard (the
 * certificate's verification link) keeps the browser's default, this origin only.
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'autoplay',
    'bluetooth',
    'browsing-topics',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  ...['encrypted-media', 'fullscreen', 'picture-in-picture'].map(
    (feature) =>
      `${feature}=(self ${VIDEO_FRAME_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`,
  ),
].join(', ');

/** HSTS for a year, sent only on answers that reached the browser over https. */
export const HSTS = 'max-age=31536000';

/**
 * The headers every answer carries (helmet): the API's strict CSP, no framing, nosniff, the
 * referrer kept to the origin across sites, the powerful features the portal does not use denied; HSTS when the request came over https (via a trusted
 * proxy); `no-store` on the API. The portal's page and the login page set their own CSP.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    // Only on https, decided per request below.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    // The map tiles' and the video players' terms ask for the portal's origin as referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Set on the raw response so the provider's pages (served outside Fastify's reply) get them;
    // a route's own reply.header() still wins.
    reply.raw.setHeader('content-security-policy', API_CSP);
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
}
