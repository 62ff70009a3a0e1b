import { describe, expect, it } from '@rstest/core';
import { ConfigError, OVERRIDES_STORAGE_KEY, parseConsoleConfig, resolveRegistry } from './registry.ts';

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
      links: { documentation: 'javascript:alert(1)', support: 'https://support.example.com' },
    });
    expect(config.links).toEqual({ documentation: '', support: 'https://support.example.com' });
  });
});

describe('resolveRegistry', () => {
  it('applies ?remote.<name>= and remembers it', () => {
    const storage = memoryStorage();
    const { remotes, overrides } = resolveRegistry(
      REMOTES,
      '?remote.mf-admin=http://localhost:9005/mf-manifest.json',
      storage,
    );
    expect(remotes[1]).toMatchObject({ entry: 'http://localhost:9005/mf-manifest.json', overridden: true });
    expect(overrides).toEqual({ 'mf-admin': 'http://localhost:9005/mf-manifest.json' });
    const again = resolveRegistry(REMOTES, '', storage);
    expect(again.remotes[1]?.entry).toBe('http://localhost:9005/mf-manifest.json');
  });

  it('ignores overrides for unknown remotes and non-http URLs', () => {
    const storage = memoryStorage();
    const { remotes, rejected } = resolveRegistry(
      REMOTES,
      '?remote.mf-evil=http://x/m.json&remote.mf-admin=javascript:alert(1)',
      storage,
    );
    expect(remotes.map((r) => r.entry)).toEqual(REMOTES.map((r) => r.entry));
    expect(rejected).toHaveLength(2);
    expect(storage.data.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it('drops stored overrides that are not valid', () => {
    const storage = memoryStorage({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ 'mf-admin': 'file:///etc/passwd' }) });
    expect(resolveRegistry(REMOTES, '', storage).overrides).toEqual({});
  });

  it('switches remotes off with ?disable-remotes=a,b', () => {
    const { remotes } = resolveRegistry(REMOTES, '?disable-remotes=mf-admin,%20mf-networks', memoryStorage());
    expect(remotes.map((r) => r.enabled)).toEqual([false, false]);
  });
});
