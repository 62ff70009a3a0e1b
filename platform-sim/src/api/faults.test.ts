import { describe, expect, it } from '@rstest/core';
import { Faults } from './faults.ts';

describe('Faults', () => {
  it('a scoped fault matches only requests of its scope; an unscoped one matches any request', () => {
    const faults = new Faults();
    faults.add({ path: '/v1/accounts', kind: '500', scope: 'test-a' });
    expect(faults.take('GET', '/v1/accounts')).toBeUndefined();
    expect(faults.take('GET', '/v1/accounts', 'test-b')).toBeUndefined();
    expect(faults.take('GET', '/v1/accounts', 'test-a')?.kind).toBe('500');
    expect(faults.take('GET', '/v1/accounts', 'test-a')).toBeUndefined();

    faults.add({ path: '/v1/*', kind: '429', retryAfter: 3 });
    expect(faults.take('GET', '/v1/accounts/x/networks', 'test-b')?.retryAfter).toBe(3);
  });

  it('clears one scope and leaves the others', () => {
    const faults = new Faults();
    faults.add({ path: '/v1/accounts', kind: '500', scope: 'a', count: 2 });
    faults.add({ path: '/v1/accounts', kind: 'hang', scope: 'b' });
    faults.clear('a');
    expect(faults.list().map((f) => f.scope)).toEqual(['b']);
    faults.clear();
    expect(faults.list()).toEqual([]);
  });
});
