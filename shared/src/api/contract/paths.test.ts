import { describe, expect, it } from '@rstest/core';
import { ENDPOINTS } from './endpoints/index.ts';
import { buildPath, ENDPOINT_PATHS, type ResponseOf } from './paths.ts';

describe('ENDPOINT_PATHS', () => {
  it('holds every call of ENDPOINTS, with its id, method and path', () => {
    const fromContract = Object.entries(ENDPOINTS).map(([id, ep]) => ({ id, method: ep.method, path: ep.path }));
    const sortById = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(sortById(Object.values(ENDPOINT_PATHS))).toEqual(sortById(fromContract));
    for (const [key, entry] of Object.entries(ENDPOINT_PATHS)) expect(entry.id).toBe(key);
  });

  it('fills paths like the contract entries do', () => {
    const params = { account: 'acc 1', networkId: 'n?1' };
    expect(buildPath(ENDPOINT_PATHS.getNetwork, params)).toBe(buildPath(ENDPOINTS.getNetwork, params));
    expect(buildPath(ENDPOINT_PATHS.getStats, { account: 'a' }, { type: 'network', type_key: 'n/1' })).toBe(
      '/v1/accounts/a/stats?type=network&type_key=n%2F1',
    );
  });

  it('types a call from the contract', () => {
    const response: ResponseOf<typeof ENDPOINT_PATHS.listNetworks> = { networks: [], cursor: null };
    const same: ResponseOf<typeof ENDPOINTS.listNetworks> = response;
    expect(same.networks).toEqual([]);
  });
});
