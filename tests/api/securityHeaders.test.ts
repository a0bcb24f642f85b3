import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_WORKER_FILE, webManifestFile } from '../../contracts/runtimeConfig';
import { writeTransaction } from '../../server/db/transaction';
import { saveFile } from '../../server/files/storage';
import { createTestApp, PNG, type TestApp } from './helpers';
import { authorize, cookieHeader } from './oidc';

/** The CSP's directives by name. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

const portalDir = mkdtempSync(join(tmpdir(), 'portal-build-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(
    join(portalDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/portal/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(portalDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(portalDir, SERVICE_WORKER_FILE), "importScripts('/portal/workbox-abc.js');");
  writeFileSync(join(portalDir, webManifestFile('es')), '{"name":"Portal del colaborador"}');
  writeFileSync(join(portalDir, webManifestFile('en')), '{"name":"Employee portal"}');
  t = await createTestApp({
    env: {
      PORTAL_DIR: portalDir,
      MAP_TILES_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(portalDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('the portal page: its own scripts only, the tiles and videos allowed, never framed', async () => {
    for (const url of ['/portal/', '/portal/Inicio', '/portal/beneficios/3']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['img-src']).toEqual(
        expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://*.tiles.example.com']),
      );
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toEqual([
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
      ]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('the service worker: the portal’s CSP (it imports Workbox’s runtime) and always revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/portal/${SERVICE_WORKER_FILE}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('the web app manifests say what they are, in each language', async () => {
    for (const [language, name] of [
      ['es', 'Portal del colaborador'],
      ['en', 'Employee portal'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/portal/${webManifestFile(language)}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/manifest+json');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({ name });
    }
  });

  it('hashed assets stay cacheable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/portal/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('API answers are never stored, load nothing and are never framed', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.call('employee', 'GET', '/authenticate/user'),
      await t.app.inject({ method: 'GET', url: '/api/main/no-such-route' }),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(directives(response.headers['content-security-policy'])).toMatchObject({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('a stored file: nosniff, sandboxed, and downloaded unless it is a picture', async () => {
    const [image, text] = await writeTransaction(t.db, async (trx) => [
      await saveFile(trx, { field: 'image', filename: 'logo.png', data: PNG }, 'image/png', null),
      await saveFile(
        trx,
        { field: 'file', filename: 'notes "a".html', data: Buffer.from('<script>1</script>') },
        'text/html',
        null,
      ),
    ]);
    const picture = await t.app.inject({ method: 'GET', url: `/api/main/files/${image}` });
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['content-disposition']).toBe("inline; filename*=UTF-8''logo.png");
    expect(directives(picture.headers['content-security-policy'])).toMatchObject({
      'default-src': ["'none'"],
      sandbox: [],
    });
    // Its own cache rule replaces the API's no-store: the id never points to other bytes.
    expect(picture.headers['cache-control']).toBe('private, max-age=86400, immutable');
    const page = await t.app.inject({ method: 'GET', url: `/api/main/files/${text}` });
    expect(page.headers['content-disposition']).toBe("attachment; filename*=UTF-8''notes%20a.html");
    expect(directives(page.headers['content-security-policy'])).toHaveProperty('sandbox');
  });

  it('the login page: its one style by hash, forms to itself and to the portal', async () => {
    const started = await authorize(t);
    expect(started.statusCode).toBe(303);
    const login = await t.app.inject({
      method: 'GET',
      url: String(started.headers.location),
      headers: { cookie: cookieHeader(started.headers['set-cookie']) },
    });
    expect(login.statusCode).toBe(200);
    const csp = directives(login.headers['content-security-policy']);
    const style = /<style>([\s\S]*?)<\/style>/.exec(login.body)![1]!;
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(csp['style-src']).toEqual([hash]);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'", 'http://localhost:8080']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(login.body).not.toMatch(/<script/);
    expect(login.headers['x-frame-options']).toBe('DENY');
    expect(login.headers['cache-control']).toBe('no-store');
    // The provider's own answers carry the same policy.
    expect(started.headers['content-security-policy']).toBe(
      login.headers['content-security-policy'],
    );
  });

  it('every surface denies the powerful features the portal does not use; the video frames keep full screen', async () => {
    const started = await authorize(t);
    const surfaces = [
      await t.app.inject({ method: 'GET', url: '/portal/Inicio' }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/main/verificacion/NO-EXISTE' }),
      started,
      await t.app.inject({
        method: 'GET',
        url: String(started.headers.location),
        headers: { cookie: cookieHeader(started.headers['set-cookie']) },
      }),
    ];
    for (const response of surfaces) {
      const policy = Object.fromEntries(
        String(response.headers['permissions-policy'])
          .split(/,\s*/)
          .map((entry) => entry.split('=') as [string, string]),
      );
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'autoplay'])
        expect(policy[feature], `${feature} on ${response.raw.req.url}`).toBe('()');
      expect(policy.fullscreen).toBe(
        '(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
      );
    }
  });

  it('an untrusted client cannot claim https: no HSTS, no Secure cookie', async () => {
    const spoofed = { 'x-forwarded-proto': 'https' };
    const api = await t.app.inject({ method: 'GET', url: '/api/health', headers: spoofed });
    expect(api.headers['strict-transport-security']).toBeUndefined();
    const started = await authorize(t, spoofed);
    expect(started.statusCode).toBe(303);
    for (const cookie of [started.headers['set-cookie'] ?? []].flat()) {
      expect(cookie).not.toMatch(/;\s*secure/i);
    }
  });
});
