import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { loadPaletteModules } from './loadPaletteModules.ts';
import { paletteEntries, registerPalette, resetPaletteRegistry } from './registry.ts';

/** A remote's `./palette` module: evaluating it registers the remote. */
const registers = (remote: string) => () => {
  registerPalette(remote, { namespace: remote, commands: [] });
  return Promise.resolve({});
};

describe('loadPaletteModules', () => {
  afterEach(() => {
    resetPaletteRegistry();
    rstest.restoreAllMocks();
  });

  it('registers what the remotes that answer contribute; a failing, missing or slow one adds nothing', async () => {
    const warn = rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = rstest.spyOn(console, 'info').mockImplementation(() => undefined);
    const loaders: Record<string, () => Promise<unknown>> = {
      'mf-networks': registers('mf-networks'),
      'mf-hotspots': () => Promise.reject(new Error('#RUNTIME-008 ScriptNetworkError')),
      'mf-account': () => Promise.reject(new Error('Module "./palette" does not exist in container.')),
      'mf-admin': () => new Promise(() => undefined),
      'mf-devices': registers('mf-devices'),
    };

    await loadPaletteModules({
      remotes: Object.keys(loaders),
      load: (remote) => loaders[remote]?.() ?? Promise.resolve(),
      timeoutMs: 50,
    });

    expect(paletteEntries().map((e) => e.remote)).toEqual(['mf-networks', 'mf-devices']);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'The palette goes on without mf-hotspots:',
      'The palette goes on without mf-admin:',
    ]);
    expect(info.mock.calls.map((call) => String(call[0]))).toEqual([
      'mf-account contributes nothing to the palette (no ./palette)',
    ]);
  });

  it('survives a loader that throws instead of rejecting', async () => {
    rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      loadPaletteModules({
        remotes: ['mf-networks'],
        load: () => {
          throw new Error('not registered');
        },
      }),
    ).resolves.toBeUndefined();
  });
});
