import {
  applyOverrides,
  checkOverrideUrl,
  clearAllOverrides,
  isValidOriginPattern,
  overridesEnabled,
  readOverrides,
  setOverride,
  type RemoteOverridePolicy,
} from './remote-overrides';
import type { RemoteRegistry } from './remote-registry';

const registry: RemoteRegistry = {
  'mf-billing': {
    manifest: 'https://app.example.org/remotes/mf-billing/abc/mf-manifest.json',
    routes: ['/payments'],
  },
  'mf-journal': {
    manifest: 'https://app.example.org/remotes/mf-journal/def/mf-manifest.json',
    routes: ['/journals'],
  },
};
const policy: RemoteOverridePolicy = {
  allowedOrigins: ['http://localhost:*', 'https://staging.example.org'],
};

beforeEach(() => window.localStorage.clear());

describe('checkOverrideUrl', () => {
  it.each([
    'http://localhost:3004/mf-manifest.json',
    'http://localhost/mf-manifest.json',
    'https://staging.example.org/mf-billing/123/mf-manifest.json',
    'https://staging.example.org:443/mf-manifest.json',
    '  http://localhost:4000/mf-manifest.json  ',
  ])('accepts %s', (value) => {
    expect(checkOverrideUrl(value, policy)).toEqual({ ok: true, url: new URL(value.trim()).href });
  });

  it.each([
    ['javascript:alert(1)//.json', 'javascript: URLs are not allowed'],
    ['data:application/json,{}', 'data: URLs are not allowed'],
    ['blob:http://localhost:3000/x.json', 'blob: URLs are not allowed'],
    ['file:///etc/mf-manifest.json', 'file: URLs are not allowed'],
    ['/mf-manifest.json', 'not an absolute URL'],
    ['//evil.example/mf-manifest.json', 'not an absolute URL'],
    ['http://user:pw@localhost:3004/mf-manifest.json', 'credentials'],
    ['http://localhost:3004/remoteEntry.js', 'federation manifest'],
    ['https://evil.example/mf-manifest.json', 'not on this deployment'],
    ['http://staging.example.org/mf-manifest.json', 'not on this deployment'], // https only for this origin
    ['https://staging.example.org:8443/mf-manifest.json', 'not on this deployment'],
    ['https://staging.example.org.evil.example/mf-manifest.json', 'not on this deployment'],
    ['http://localhost.evil.example:3004/mf-manifest.json', 'not on this deployment'],
    ['https://localhost:3004/mf-manifest.json', 'not on this deployment'], // scheme is part of the origin
  ])('refuses %s', (value, reason) => {
    const check = checkOverrideUrl(value, policy);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.reason).toContain(reason);
  });

  it('refuses everything when the deployment does not allow overrides (the production default)', () => {
    for (const off of [
      undefined,
      { allowedOrigins: [] },
      { allowedOrigins: ['*'] },
      { allowedOrigins: 'x' },
    ]) {
      expect(checkOverrideUrl('http://localhost:3004/mf-manifest.json', off as never)).toEqual({
        ok: false,
        reason: 'overrides are off in this deployment',
      });
    }
  });
});

describe('allow-list entries', () => {
  it.each(['https://a.example', 'http://localhost:*', 'http://127.0.0.1:3004', 'http://[::1]:3000'])(
    '%s is an origin pattern',
    (pattern) => expect(isValidOriginPattern(pattern)).toBe(true),
  );
  it.each(['*', 'https://*.example.org', 'https://a.example/path', 'localhost:3000', 'javascript:x', 42])(
    '%s is not',
    (pattern) => expect(isValidOriginPattern(pattern)).toBe(false),
  );
  it('a malformed entry allows nothing, a well-formed one beside it still works', () => {
    expect(overridesEnabled({ allowedOrigins: ['https://*.example.org'] })).toBe(false);
    const mixed = { allowedOrigins: ['https://*.example.org', 'http://localhost:*'] };
    expect(checkOverrideUrl('https://a.example.org/mf-manifest.json', mixed).ok).toBe(false);
    expect(checkOverrideUrl('http://localhost:1/mf-manifest.json', mixed).ok).toBe(true);
  });
});

describe('readOverrides and applyOverrides', () => {
  it("follow import-map-overrides' localStorage convention, for the registry's remotes only", () => {
    localStorage.setItem('mf-override:mf-billing', 'http://localhost:3004/mf-manifest.json');
    localStorage.setItem('mf-override:mf-evil', 'http://localhost:9999/mf-manifest.json');
    localStorage.setItem('mf-override:mf-journal', 'https://evil.example/mf-manifest.json');
    const state = readOverrides(localStorage, registry, policy);
    expect(state.active).toEqual({ 'mf-billing': 'http://localhost:3004/mf-manifest.json' });
    expect(Object.keys(state.rejected)).toEqual(['mf-journal']);

    const applied = applyOverrides(registry, state.active);
    expect(applied['mf-billing']).toEqual({
      manifest: 'http://localhost:3004/mf-manifest.json',
      routes: ['/payments'],
    });
    expect(applied['mf-journal']).toBe(registry['mf-journal']);
    expect(Object.keys(applied)).toEqual(['mf-billing', 'mf-journal']);
  });

  it('ignores every stored override when the deployment does not allow them', () => {
    localStorage.setItem('mf-override:mf-billing', 'http://localhost:3004/mf-manifest.json');
    expect(readOverrides(localStorage, registry, undefined).active).toEqual({});
  });

  it('setOverride stores only what the boot would accept; clearAllOverrides leaves other keys', () => {
    expect(setOverride(localStorage, 'mf-billing', 'data:application/json,{}', policy).ok).toBe(false);
    expect(localStorage.getItem('mf-override:mf-billing')).toBeNull();
    expect(setOverride(localStorage, 'mf-billing', 'http://localhost:3004/mf-manifest.json', policy).ok).toBe(
      true,
    );
    localStorage.setItem('i18nextLng', 'en');
    clearAllOverrides(localStorage);
    expect(localStorage.getItem('mf-override:mf-billing')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});
