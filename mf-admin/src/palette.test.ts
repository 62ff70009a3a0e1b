import { paletteEntries, type PaletteContext } from '@beacon/shared';
import type { SearchResult } from '@beacon/shared/contract';
import { describe, expect, it } from '@rstest/core';
import { adminResultHref } from './palette.ts';

function context(platformAdmin: boolean | null): PaletteContext {
  return {
    accountId: 'acme',
    level: 0,
    platformAdmin,
    navigate: () => undefined,
    dispatch: (() => undefined) as unknown as PaletteContext['dispatch'],
  };
}

function found(kind: SearchResult['kind'], id: string): SearchResult {
  return {
    kind,
    id,
    title: id,
    subtitle: null,
    status: null,
    network_id: null,
    network_name: null,
    group_id: null,
    group_name: null,
    match: { rank: 'prefix', score: 0 },
  };
}

describe('mf-admin ./palette', () => {
  it('registers one search for accounts and tiers, for platform staff only', () => {
    const entry = paletteEntries().find((e) => e.remote === 'mf-admin');
    expect(entry?.commands ?? []).toEqual([]);
    const [provider, ...others] = entry?.providers ?? [];
    expect(others).toEqual([]);
    expect(provider?.kinds).toEqual(['account', 'tier']);
    expect(provider?.allowed?.(context(true))).toBe(true);
    expect(provider?.allowed?.(context(false))).toBe(false);
    expect(provider?.allowed?.(context(null))).toBe(false);
  });

  it('opens an account on its admin page and a tier in the tier editor', () => {
    const ctx = context(true);
    expect(adminResultHref(found('account', 'owner labs/1'), ctx)).toBe('/admin/accounts/owner%20labs%2F1');
    expect(adminResultHref(found('tier', 'gold & co'), ctx)).toBe('/admin/tiers?tier=gold%20%26%20co');
    expect(adminResultHref(found('device', 'dev-1'), ctx)).toBeNull();
  });
});
