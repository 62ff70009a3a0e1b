import { describe, expect, it } from '@rstest/core';
import * as overridePolicy from './overridePolicy.ts';

describe('parseRemoteOverridePolicy', () => {
  it('allows loopback origins only when the config says nothing', () => {
    expect(overridePolicy.parseRemoteOverridePolicy(undefined).allowedOrigins).toEqual(overridePolicy.LOOPBACK_ORIGINS);
    expect(overridePolicy.parseRemoteOverridePolicy({}).allowedOrigins).toEqual(overridePolicy.LOOPBACK_ORIGINS);
  });

  it('allows nothing with an empty list or a malformed field (fails closed)', () => {
    expect(overridePolicy.parseRemoteOverridePolicy({ allowedOrigins: [] }).allowedOrigins).toEqual([]);
    expect(overridePolicy.parseRemoteOverridePolicy({ allowedOrigins: 'http://localhost:*' }).allowedOrigins).toEqual(
      [],
    );
    expect(overridePolicy.parseRemoteOverridePolicy(null).allowedOrigins).toEqual([]);
    expect(overridePolicy.parseRemoteOverridePolicy(['http://localhost:*']).allowedOrigins).toEqual([]);
  });

  it('normalises entries and leaves out the invalid ones', () => {
    expect(
      overridePolicy.parseRemoteOverridePolicy({
        allowedOrigins: [
          ' HTTPS://Remotes.Dev.Example.com/ ',
          'http://localhost:3003',
          'http://localhost:3003',
          'https://*.example.com',
          'http://localhost:3003/mf-manifest.json',
          "'unsafe-inline'",
          'ftp://localhost',
          'http://localhost:99999',
          'http://localhost; script-src *',
          42,
        ],
      }).allowedOrigins,
    ).toEqual(['https://remotes.dev.example.com', 'http://localhost:3003']);
  });

  it('accepts scheme://host, scheme://host:port and scheme://host:*, not IPv6 literals (no CSP can name them)', () => {
    expect(overridePolicy.normaliseAllowedOrigin('http://localhost:*')).toBe('http://localhost:*');
    expect(overridePolicy.normaliseAllowedOrigin('http://[::1]:*')).toBeNull();
    expect(overridePolicy.normaliseAllowedOrigin('https://a.example.com:8443')).toBe('https://a.example.com:8443');
    expect(overridePolicy.normaliseAllowedOrigin('https://a.example.com/path')).toBeNull();
  });
});

describe('isOverrideAllowed', () => {
  const loopback = overridePolicy.parseRemoteOverridePolicy(undefined);

  // With the default: loopback hosts on any port; not other hosts, look-alikes or credentials.
  it.each([
    ['http://localhost:3003/mf-manifest.json', true],
    ['https://localhost/mf-manifest.json', true],
    ['http://127.0.0.1:3014/mf-manifest.json', true],
    ['http://[::1]:3003/mf-manifest.json', false],
    ['http://127.0.0.2:4190/mf-manifest.json', false],
    ['https://evil.example.com/mf-manifest.json', false],
    ['http://localhost.evil.example.com/mf-manifest.json', false],
    ['http://user:pw@localhost:3003/mf-manifest.json', false],
    ['http://0.0.0.0:3003/mf-manifest.json', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('with the default allow-list, %s is allowed: %s', (url, allowed) => {
    expect(overridePolicy.isOverrideAllowed(url, loopback)).toBe(allowed);
  });

  it('matches scheme, host and port exactly; no port means the default port', () => {
    const policy = overridePolicy.parseRemoteOverridePolicy({
      allowedOrigins: ['https://remotes.dev.example.com', 'http://localhost:3003'],
    });
    expect(overridePolicy.isOverrideAllowed('https://remotes.dev.example.com/a/mf-manifest.json', policy)).toBe(true);
    expect(overridePolicy.isOverrideAllowed('https://remotes.dev.example.com:443/mf-manifest.json', policy)).toBe(true);
    expect(overridePolicy.isOverrideAllowed('https://remotes.dev.example.com:8443/mf-manifest.json', policy)).toBe(
      false,
    );
    expect(overridePolicy.isOverrideAllowed('http://remotes.dev.example.com/mf-manifest.json', policy)).toBe(false);
    expect(overridePolicy.isOverrideAllowed('http://localhost:3003/mf-manifest.json', policy)).toBe(true);
    expect(overridePolicy.isOverrideAllowed('http://localhost:3004/mf-manifest.json', policy)).toBe(false);
  });

  it('allows nothing with an empty list', () => {
    expect(overridePolicy.isOverrideAllowed('http://localhost:3003/mf-manifest.json', { allowedOrigins: [] })).toBe(
      false,
    );
  });
});
