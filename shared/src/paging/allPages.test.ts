import { describe, expect, it } from '@rstest/core';
import { fetchAllNetworks, fetchAllPages, MAX_PAGES } from './allPages.ts';

const network = (id: string) => ({
  network_id: id,
  name: id,
  created: 1,
  last_updated: 1,
  device_count: 0,
  routes: [],
});

describe('fetchAllPages', () => {
  it('follows the cursor until it is null, in order', async () => {
    const asked: string[] = [];
    const pages: Record<string, { networks: ReturnType<typeof network>[]; cursor: string | null }> = {
      '/v1/accounts/acme/networks': { networks: [network('a'), network('b')], cursor: 'c1' },
      '/v1/accounts/acme/networks?cursor=c1': { networks: [network('c')], cursor: 'c2' },
      '/v1/accounts/acme/networks?cursor=c2': { networks: [network('d')], cursor: null },
    };
    const answer = await fetchAllNetworks((path) => {
      asked.push(path);
      return { data: pages[path] };
    }, 'acme');
    expect(answer).toEqual({ data: ['a', 'b', 'c', 'd'].map(network) });
    expect(asked).toEqual(Object.keys(pages));
  });

  it('reads one page from a platform that does not page (no cursor in the answer)', async () => {
    const answer = await fetchAllNetworks(() => ({ data: { networks: [network('a')] } }), 'acme');
    expect(answer).toEqual({ data: [network('a')] });
  });

  it('answers the first failure', async () => {
    let calls = 0;
    const error = { status: 500, message: 'Internal server error' };
    const answer = await fetchAllNetworks(() => {
      calls += 1;
      return calls === 1 ? { data: { networks: [network('a')], cursor: 'next' } } : { error };
    }, 'acme');
    expect(answer).toEqual({ error });
  });

  it('stops after MAX_PAGES pages of a server that never ends', async () => {
    let calls = 0;
    const answer = await fetchAllPages<{ n: number }, number, never>(
      () => ({ data: { n: (calls += 1) } }),
      () => '/endless',
      (page) => ({ items: [page.n], cursor: 'again' }),
    );
    expect(calls).toBe(MAX_PAGES);
    expect('data' in answer && answer.data).toHaveLength(MAX_PAGES);
  });
});
