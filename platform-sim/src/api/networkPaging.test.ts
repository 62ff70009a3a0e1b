/** The network list pages by cursor (issue 26 point 8): an account with more than 1,000 networks lists them all. */
import { describe, expect, it } from '@rstest/core';
import type { Network } from '@beacon/shared/contract';
import { call, useTestApi } from './testSupport.ts';

const ACCOUNT = 'owner-labs';
const NETWORKS = `/v1/accounts/${ACCOUNT}/networks`;

interface NetworkPage {
  networks: Network[];
  cursor: string | null;
}

describe('platform API: network list paging', () => {
  const api = useTestApi();

  const page = async (query: string) =>
    call<NetworkPage>(api.url, 'GET', `${NETWORKS}?${query}`, await api.token('owner'));

  it('answers pages with a cursor to the next one, and every network once past 1,000', async () => {
    const seeded = api.store.networks.list(ACCOUNT).length;
    const owner = { email: 'owner@example.com' };
    for (let i = 0; i < 1_005; i += 1) api.store.networks.create(ACCOUNT, `Bulk ${i}`, owner);
    const total = seeded + 1_005;

    const first = await page('pagesize=1000');
    expect(first.status).toBe(200);
    expect(first.body.networks).toHaveLength(1_000);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await page(`pagesize=1000&cursor=${first.body.cursor}`);
    expect(second.body.networks).toHaveLength(total - 1_000);
    expect(second.body.cursor).toBeNull();
    const ids = [...first.body.networks, ...second.body.networks].map((n) => n.network_id);
    expect(new Set(ids).size).toBe(total);
    // Oldest first across pages, as the unpaged list was.
    const created = [...first.body.networks, ...second.body.networks].map((n) => n.created);
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('pages by the size asked, and refuses a cursor it did not make', async () => {
    const first = await page('pagesize=2');
    expect(first.body.networks).toHaveLength(2);
    const next = await page(`pagesize=2&cursor=${first.body.cursor}`);
    expect(next.body.networks[0]?.network_id).not.toBe(first.body.networks[1]?.network_id);
    const bad = await page('cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Invalid cursor', field: 'query.cursor' });
  });
});
