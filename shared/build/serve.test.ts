import { describe, expect, it } from '@rstest/core';
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  cspSourceOf,
  inlineScriptHashes,
  localRuntimeConfig,
  overrideSources,
  withNonceMeta,
} from './serve.mjs';

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name = '', ...values] = d.split(' ');
      return [name, values];
    }),
  );
}

/** A production-style runtime config: remotes on a CDN, a real Auth0 tenant, no overrides. */
const PRODUCTION = {
  apiBaseUrl: 'https://api.beacon.example.com',
  auth0: { domain: 'login.beacon.example.com', clientId: 'c', audience: 'a' },
  remotes: [
    { name: 'mf-networks', entry: 'https://cdn.beacon.example.com/mf-networks/1/mf-manifest.json', enabled: true },
    { name: 'mf-admin', entry: 'https://admin-cdn.beacon.example.com/mf-manifest.json', enabled: true },
    { name: 'mf-off', entry: 'https://off.example.com/mf-manifest.json', enabled: false },
  ],
  pageViewTracker: { url: 'https://tracker.example.com/views' },
  marketingForms: { scriptUrl: 'https://forms.example.com/embed.js', portalId: 'p', formId: 'f' },
  map: { tileUrl: 'https://{a-c}.tile.example.org/{z}/{x}/{y}.png' },
  errorReporting: { dsn: 'https://public@o1.ingest.sentry.io/42' },
  remoteOverrides: { allowedOrigins: [] },
};

describe('contentSecurityPolicy', () => {
  it('lists only the shell, the enabled remotes and the forms script in script-src, without unsafe-*', () => {
    const csp = contentSecurityPolicy(PRODUCTION, { nonce: 'n0nce' });
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    const d = directives(csp);
    expect(d['script-src']).toEqual([
      "'self'",
      'https://cdn.beacon.example.com',
      'https://admin-cdn.beacon.example.com',
      'https://forms.example.com',
    ]);
    expect(d['style-src']).toEqual([
      "'self'",
      "'nonce-n0nce'",
      'https://cdn.beacon.example.com',
      'https://admin-cdn.beacon.example.com',
    ]);
    expect(d['connect-src']).toEqual([
      "'self'",
      'https://api.beacon.example.com',
      'https://login.beacon.example.com',
      'https://tracker.example.com',
      'https://cdn.beacon.example.com',
      'https://admin-cdn.beacon.example.com',
      'https://forms.example.com',
      'https://o1.ingest.sentry.io',
    ]);
    expect(d['frame-src']).toEqual(['https://login.beacon.example.com']);
    // The bulk import's parser: a worker started from a blob: URL of its script (a remote's origin is not the page's).
    expect(d['worker-src']).toEqual(["'self'", 'blob:']);
    expect(d['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.beacon.example.com',
      'https://admin-cdn.beacon.example.com',
      'https://*.tile.example.org',
    ]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['form-action']).toEqual(["'self'", 'https://forms.example.com']);
  });

  it('adds the origins overrides may use (loopback locally), but never IPv6 literals', () => {
    const d = directives(contentSecurityPolicy(localRuntimeConfig(), { nonce: 'x' }));
    expect(d['script-src']).toEqual(expect.arrayContaining(["'self'", 'http://localhost:3001', 'http://localhost:*']));
    expect(d['script-src']?.some((s) => s.includes('['))).toBe(false);
    expect(d['frame-src']).toEqual(['http://localhost:4001']);
  });

  it("lets the local console reach platform-sim's error ingest, which its DSN names", () => {
    const config = localRuntimeConfig({ host: '127.0.0.1' });
    expect(config.errorReporting).toEqual({ dsn: 'http://public@127.0.0.1:4000/1' });
    const d = directives(contentSecurityPolicy(config, { nonce: 'x' }));
    expect(d['connect-src']).toContain('http://127.0.0.1:4000');
    const elsewhere = {
      ...config,
      apiBaseUrl: 'http://127.0.0.1:4500',
      errorReporting: { dsn: 'http://k@127.0.0.1:4999/7' },
    };
    expect(directives(contentSecurityPolicy(elsewhere, { nonce: 'x' }))['connect-src']).toContain(
      'http://127.0.0.1:4999',
    );
  });

  it('a new remote origin in the config needs no code change', () => {
    const config = {
      ...PRODUCTION,
      remotes: [...PRODUCTION.remotes, { name: 'mf-new', entry: 'https://new.example.net:8443/mf-manifest.json' }],
    };
    const d = directives(contentSecurityPolicy(config, { nonce: 'x' }));
    expect(d['script-src']).toContain('https://new.example.net:8443');
    expect(d['connect-src']).toContain('https://new.example.net:8443');
  });

  it('keeps values that are not http(s) URLs out of the header', () => {
    const csp = contentSecurityPolicy(
      {
        remotes: [{ entry: 'javascript:alert(1)' }, { entry: 'https://ok.example.com; script-src *' }],
        apiBaseUrl: "'unsafe-eval'",
        remoteOverrides: { allowedOrigins: ["'unsafe-inline'", 'https://*', 'http://localhost:3003'] },
      },
      { nonce: 'x' },
    );
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|javascript|script-src \*/);
    expect(directives(csp)['script-src']).toEqual(["'self'", 'http://localhost:3003']);
  });
});

describe('overrideSources', () => {
  it('follows the shell: no field is loopback, [] or a malformed field is none', () => {
    expect(overrideSources({})).toContain('http://127.0.0.1:*');
    expect(overrideSources({ remoteOverrides: { allowedOrigins: [] } })).toEqual([]);
    expect(overrideSources({ remoteOverrides: { allowedOrigins: 'http://localhost:*' } })).toEqual([]);
  });
});

describe('cspSourceOf', () => {
  it('gives the origin of http(s) URLs only', () => {
    expect(cspSourceOf('http://localhost:4000/tracker/page-views')).toBe('http://localhost:4000');
    expect(cspSourceOf('https://user:pw@host.example.com/x')).toBe('https://host.example.com');
    expect(cspSourceOf('data:text/javascript,1')).toBeNull();
    expect(cspSourceOf(null)).toBeNull();
  });
});

describe('withNonceMeta', () => {
  it('puts the nonce into <head>, after the charset', () => {
    expect(withNonceMeta('<html><head><title>x</title></head></html>', 'abc')).toBe(
      '<html><head><meta name="csp-nonce" content="abc"><title>x</title></head></html>',
    );
    expect(withNonceMeta('<head><title>x</title><meta charset="utf-8"><script></script></head>', 'abc')).toBe(
      '<head><title>x</title><meta charset="utf-8"><meta name="csp-nonce" content="abc"><script></script></head>',
    );
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts of a page (not those with src), for script-src', () => {
    const html =
      '<head><script>var a=1</script><script defer src="/static/js/index.js"></script><script type="module">b()</script></head>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([
      `'sha256-${createHash('sha256').update('var a=1').digest('base64')}'`,
      `'sha256-${createHash('sha256').update('b()').digest('base64')}'`,
    ]);
    const d = directives(contentSecurityPolicy(PRODUCTION, { nonce: 'x', scriptHashes: hashes }));
    expect(d['script-src']?.slice(0, 3)).toEqual(["'self'", ...hashes]);
  });
});
