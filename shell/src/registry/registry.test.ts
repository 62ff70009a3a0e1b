import { describe, expect, it } from '@rstest/core';
import { LOOPBACK_ORIGINS, parseRemoteOverridePolicy } from './overridePolicy.ts';
import {
  confirmOverrides,
  ConfigError,
  OVERRIDES_STORAGE_KEY,
  parseConsoleConfig,
  resolveRegistry,
  withoutOverrideParams,
} from './registry.ts';

const REMOTES = [
  {
    name: 'mf-networks',
    entry: 'http://localhost:3001/mf-manifest.json',
    basePaths: ['/', '/networks/*'],
    enabled: true,
  },
  { name: 'mf-admin', entry: 'http://localhost:3005/mf-manifest.json', basePaths: ['/admin/*'], enabled: true },
];

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('parseConsoleConfig', () => {
  it('reads the registry with defaults for the optional fields', () => {
    const config = parseConsoleConfig({ remotes: [{ ...REMOTES[0], enabled: undefined }] });
    expect(config.consoleName).toBe('Beacon Console');
    expect(config.remotes[0]).toEqual({ ...REMOTES[0], enabled: true });
  });

  it('rejects a remote entry that is not http(s)', () => {
    expect(() => parseConsoleConfig({ remotes: [{ ...REMOTES[0], entry: 'javascript:alert(1)' }] })).toThrow(
      ConfigError,
    );
  });

  it('rejects base paths that are not absolute and duplicate remotes', () => {
    expect(() => parseConsoleConfig({ remotes: [{ ...REMOTES[0], basePaths: ['networks'] }] })).toThrow(/basePaths/);
    expect(() => parseConsoleConfig({ remotes: [REMOTES[0], REMOTES[0]] })).toThrow(/twice/);
  });

  it('reads the optional services: tracker, marketing forms, map tiles and production host names', () => {
    const config = parseConsoleConfig({
      remotes: [],
      pageViewTracker: { url: 'https://tracker.example.com/views' },
      marketingForms: { scriptUrl: 'https://forms.example.com/embed.js', portalId: 'p', formId: 'f' },
      map: { tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' },
      productionHostnames: [' Console.Beacon.Example.com ', 42],
    });
    expect(config.pageViewTracker).toEqual({ url: 'https://tracker.example.com/views' });
    expect(config.marketingForms).toEqual({
      scriptUrl: 'https://forms.example.com/embed.js',
      portalId: 'p',
      formId: 'f',
    });
    expect(config.map).toEqual({ tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' });
    expect(config.productionHostnames).toEqual(['console.beacon.example.com']);
  });

  it('reads the error reporter DSN, and switches reporting off without a valid one', () => {
    const dsn = (value: unknown) => parseConsoleConfig({ remotes: [], errorReporting: { dsn: value } }).errorReporting;
    expect(dsn('https://public@o1.ingest.sentry.io/42')).toEqual({ dsn: 'https://public@o1.ingest.sentry.io/42' });
    expect(dsn('http://public@localhost:4000/1')).toEqual({ dsn: 'http://public@localhost:4000/1' });
    expect(parseConsoleConfig({ remotes: [] }).errorReporting).toBeNull();
    for (const invalid of [
      'javascript:alert(1)//public@x/1',
      'ftp://public@o1.ingest.sentry.io/42',
      'https://o1.ingest.sentry.io/42',
      'https://public:secret@o1.ingest.sentry.io/42',
      'https://public@o1.ingest.sentry.io/project',
      'https://public@o1.ingest.sentry.io/42?x=1',
      'not a url',
      42,
    ]) {
      expect(dsn(invalid)).toBeNull();
    }
  });

  it('switches off services whose URLs are not http(s) or not templates', () => {
    const config = parseConsoleConfig({
      remotes: [],
      pageViewTracker: { url: 'javascript:alert(1)' },
      marketingForms: { scriptUrl: 'data:text/javascript,alert(1)', portalId: 'p', formId: 'f' },
      map: { tileUrl: 'https://tiles.example.com/tile.png' },
    });
    expect(config.pageViewTracker).toBeNull();
    expect(config.marketingForms).toBeNull();
    expect(config.map).toEqual({ tileUrl: null });
    expect(config.productionHostnames).toEqual([]);
  });

  it('drops footer links that are not http(s)', () => {
    const config = parseConsoleConfig({
      remotes: [],
      links: {
        documentation: 'javascript:alert(1)',
        support: 'https://support.example.com',
        scannerApp: 'javascript:alert(2)',
        hotspotAnalytics: 'data:text/html,{ap_id}',
      },
    });
    expect(config.links).toEqual({
      documentation: '',
      support: 'https://support.example.com',
      scannerApp: '',
      hotspotAnalytics: '',
    });
  });
});

describe('parseConsoleConfig: remoteOverrides', () => {
  it('defaults to loopback origins when the field is absent', () => {
    expect(parseConsoleConfig({ remotes: [] }).remoteOverrides).toEqual({ allowedOrigins: [...LOOPBACK_ORIGINS] });
  });

  it('reads the allow-list; [] refuses every override', () => {
    const config = parseConsoleConfig({
      remotes: [],
      remoteOverrides: { allowedOrigins: ['https://remotes.dev.example.com'] },
    });
    expect(config.remoteOverrides).toEqual({ allowedOrigins: ['https://remotes.dev.example.com'] });
    expect(parseConsoleConfig({ remotes: [], remoteOverrides: { allowedOrigins: [] } }).remoteOverrides).toEqual({
      allowedOrigins: [],
    });
  });
});

const LOOPBACK = parseRemoteOverridePolicy(undefined);
const PRODUCTION = parseRemoteOverridePolicy({ allowedOrigins: [] });
const LOCAL_ADMIN = 'http://localhost:9005/mf-manifest.json';

function stored(storage: ReturnType<typeof memoryStorage>): unknown {
  const value = storage.data.get(OVERRIDES_STORAGE_KEY);
  return value === undefined ? undefined : JSON.parse(value);
}

describe('resolveRegistry', () => {
  it('asks before a new override: pending, not applied and not saved', () => {
    const storage = memoryStorage();
    const resolved = resolveRegistry(REMOTES, `?remote.mf-admin=${LOCAL_ADMIN}`, storage, LOOPBACK);
    expect(resolved.pending).toEqual([{ remote: 'mf-admin', url: LOCAL_ADMIN, registryEntry: REMOTES[1]?.entry }]);
    expect(resolved.remotes[1]).toMatchObject({ entry: REMOTES[1]?.entry, overridden: false });
    expect(resolved.overrides).toEqual({});
    expect(storage.data.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it('applies and remembers an override once it is confirmed', () => {
    const storage = memoryStorage();
    const { pending } = resolveRegistry(REMOTES, `?remote.mf-admin=${LOCAL_ADMIN}`, storage, LOOPBACK);
    confirmOverrides(pending, storage);
    expect(stored(storage)).toEqual({ 'mf-admin': LOCAL_ADMIN });

    // The same link again (or none) uses it without asking.
    for (const search of [`?remote.mf-admin=${LOCAL_ADMIN}`, '']) {
      const again = resolveRegistry(REMOTES, search, storage, LOOPBACK);
      expect(again.pending).toEqual([]);
      expect(again.remotes[1]).toMatchObject({ entry: LOCAL_ADMIN, overridden: true });
      expect(again.overrides).toEqual({ 'mf-admin': LOCAL_ADMIN });
    }
  });

  it('asks again when a link points a confirmed remote elsewhere, keeping the confirmed one meanwhile', () => {
    const storage = memoryStorage({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ 'mf-admin': LOCAL_ADMIN }) });
    const other = 'http://127.0.0.1:9006/mf-manifest.json';
    const resolved = resolveRegistry(REMOTES, `?remote.mf-admin=${other}`, storage, LOOPBACK);
    expect(resolved.pending.map((p) => p.url)).toEqual([other]);
    expect(resolved.overrides).toEqual({ 'mf-admin': LOCAL_ADMIN });
  });

  it('refuses an origin off the allow-list, says why and saves nothing', () => {
    const storage = memoryStorage();
    const outside = 'http://127.0.0.2:4190/mf-manifest.json';
    const resolved = resolveRegistry(
      REMOTES,
      `?remote.mf-admin=${outside}&remote.mf-networks=https://evil.example.com/mf-manifest.json`,
      storage,
      LOOPBACK,
    );
    expect(resolved.rejected).toEqual([
      { remote: 'mf-admin', url: outside, reason: 'origin-not-allowed' },
      { remote: 'mf-networks', url: 'https://evil.example.com/mf-manifest.json', reason: 'origin-not-allowed' },
    ]);
    expect(resolved.pending).toEqual([]);
    expect(resolved.remotes.map((r) => r.entry)).toEqual(REMOTES.map((r) => r.entry));
    expect(storage.data.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it('refuses every override with allowedOrigins: [] (production)', () => {
    const resolved = resolveRegistry(REMOTES, `?remote.mf-admin=${LOCAL_ADMIN}`, memoryStorage(), PRODUCTION);
    expect(resolved.pending).toEqual([]);
    expect(resolved.rejected).toEqual([{ remote: 'mf-admin', url: LOCAL_ADMIN, reason: 'origin-not-allowed' }]);
  });

  it('drops a remembered override whose origin the config no longer allows', () => {
    const storage = memoryStorage({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ 'mf-admin': LOCAL_ADMIN }) });
    const resolved = resolveRegistry(REMOTES, '', storage, PRODUCTION);
    expect(resolved.overrides).toEqual({});
    expect(resolved.remotes[1]).toMatchObject({ entry: REMOTES[1]?.entry, overridden: false });
    expect(resolved.rejected).toEqual([{ remote: 'mf-admin', url: LOCAL_ADMIN, reason: 'no-longer-allowed' }]);
    expect(storage.data.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it('ignores overrides for unknown remotes and non-http URLs', () => {
    const storage = memoryStorage();
    const { remotes, rejected, pending } = resolveRegistry(
      REMOTES,
      '?remote.mf-evil=http://localhost/m.json&remote.mf-admin=javascript:alert(1)',
      storage,
      LOOPBACK,
    );
    expect(remotes.map((r) => r.entry)).toEqual(REMOTES.map((r) => r.entry));
    expect(rejected.map((r) => r.reason)).toEqual(['unknown-remote', 'not-http']);
    expect(pending).toEqual([]);
    expect(storage.data.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it('drops stored overrides that are not valid', () => {
    const storage = memoryStorage({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ 'mf-admin': 'file:///etc/passwd' }) });
    expect(resolveRegistry(REMOTES, '', storage, LOOPBACK).overrides).toEqual({});
    expect(storage.data.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it('switches remotes off with ?disable-remotes=a,b', () => {
    const { remotes } = resolveRegistry(REMOTES, '?disable-remotes=mf-admin,%20mf-networks', memoryStorage(), LOOPBACK);
    expect(remotes.map((r) => r.enabled)).toEqual([false, false]);
  });
});

describe('withoutOverrideParams', () => {
  it('removes remote.<name> parameters and keeps the others', () => {
    expect(
      withoutOverrideParams(`http://localhost:3000/admin?remote.mf-admin=${LOCAL_ADMIN}&tab=a&disable-remotes=x#h`),
    ).toBe('http://localhost:3000/admin?tab=a&disable-remotes=x#h');
  });
});
