import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { authorize, cookieHeader } from './oidc';

describe('behind a trusted TLS-terminating proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://portal.example.com' },
    });
  });
  afterAll(async () => {
    await proxied?.close();
  });
  const viaProxy = {
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'portal.example.com',
    'x-forwarded-for': '203.0.113.7',
  };

  it('sends HSTS on answers that came over https', async () => {
    const response = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: viaProxy,
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await proxied.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it("the provider's cookies are Secure and the sign-in redirects stay on https", async () => {
    const started = await authorize(proxied, viaProxy);
    expect(started.statusCode).toBe(303);
    const cookies = [started.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
    const loginUrl = String(started.headers.location);

    const signedIn = await proxied.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { ...viaProxy, cookie: cookieHeader(cookies) },
      payload: { username: 'employee', password: 'employee' },
    });
    expect(signedIn.statusCode).toBe(303);
    const resume = String(signedIn.headers.location);
    expect(resume).toMatch(/^https:\/\/portal\.example\.com\/idp\/realms\/portal\//);
    for (const cookie of [signedIn.headers['set-cookie'] ?? []].flat()) {
      expect(cookie).toMatch(/;\s*secure/i);
    }

    const finished = await proxied.app.inject({
      method: 'GET',
      url: new URL(resume).pathname,
      headers: {
        ...viaProxy,
        cookie: cookieHeader([...cookies, ...[signedIn.headers['set-cookie'] ?? []].flat()]),
      },
    });
    expect(finished.statusCode).toBe(303);
    expect(String(finished.headers.location)).toMatch(
      /^https:\/\/portal\.example\.com\/portal\/session\/signin\?code=/,
    );
  });
});
