import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@rstest/core';
import { paletteEntries, registerPalette, resetPaletteRegistry, usePaletteEntries } from './registry.ts';
import type { PaletteCommand } from './types.ts';

const command = (id: string): PaletteCommand => ({ id, section: 'actions', title: () => id, run: () => undefined });

describe('registerPalette', () => {
  afterEach(resetPaletteRegistry);

  it('keeps one entry per remote: registering again replaces it', () => {
    registerPalette('mf-networks', { namespace: 'networks', commands: [command('create-network')] });
    registerPalette('mf-devices', { namespace: 'devices', commands: [command('register-device')] });
    registerPalette('mf-networks', { namespace: 'networks', commands: [command('create-network'), command('x')] });

    expect(paletteEntries().map((e) => [e.remote, e.commands?.map((c) => c.id)])).toEqual([
      ['mf-networks', ['create-network', 'x']],
      ['mf-devices', ['register-device']],
    ]);
  });

  it('re-renders usePaletteEntries when a remote registers, and resets to none', () => {
    const { result } = renderHook(() => usePaletteEntries());
    expect(result.current).toEqual([]);

    act(() => registerPalette('mf-hotspots', { namespace: 'hotspots', providers: [] }));
    expect(result.current.map((e) => e.remote)).toEqual(['mf-hotspots']);

    act(resetPaletteRegistry);
    expect(result.current).toEqual([]);
  });
});
