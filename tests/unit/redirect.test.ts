import { beforeEach, describe, expect, it } from 'vitest';
import { postSignInPath, rememberLocation, takeRememberedLocation } from '../../src/auth/redirect';

describe('where the user goes after sign-in', () => {
  it('prefers the previous location, then the remembered one, then /', () => {
    expect(postSignInPath('/Benefits/Home', '/Ventas/Home')).toBe('/Benefits/Home');
    expect(postSignInPath(null, '/Ventas/Home?x=1')).toBe('/Ventas/Home?x=1');
    expect(postSignInPath(undefined, null)).toBe('/');
  });

  it('never goes outside the portal or back to a session page', () => {
    expect(postSignInPath('//evil.example.com', null)).toBe('/');
    expect(postSignInPath('https://evil.example.com', null)).toBe('/');
    expect(postSignInPath('/\\evil.example.com', null)).toBe('/');
    expect(postSignInPath('/session/signin', '/session/404')).toBe('/');
    expect(postSignInPath('/session/signin', '/Inicio')).toBe('/Inicio');
  });
});

describe('remembering the deep link before the identity provider', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the path under the portal base with its query, once', () => {
    rememberLocation({ pathname: '/portal/Benefits/Detalle/4', search: '?tab=map' });
    expect(takeRememberedLocation()).toBe('/Benefits/Detalle/4?tab=map');
    expect(takeRememberedLocation()).toBeNull();
  });

  it('ignores the sign-in callback itself, the root and paths outside the portal', () => {
    rememberLocation({ pathname: '/portal/session/signin', search: '' });
    rememberLocation({ pathname: '/portal/', search: '' });
    rememberLocation({ pathname: '/elsewhere', search: '' });
    expect(takeRememberedLocation()).toBeNull();
  });
});
