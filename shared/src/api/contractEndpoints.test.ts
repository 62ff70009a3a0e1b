import { describe, expect, it } from '@rstest/core';
import { ENDPOINT_PATHS } from './contract/paths.ts';
import { silentAccountList, silentItem, silentList, silentMutation } from './contractEndpoints.ts';

describe('silentMutation', () => {
  const update = silentMutation(
    ENDPOINT_PATHS.updateMember,
    ({ accountId, user }: { accountId: string; user: string; body?: { user_level: 30 } }) => ({
      account: accountId,
      user,
    }),
    { invalidates: ['Member'] },
  );

  it('sends the contract method to the filled path, with the argument body', () => {
    expect(update.query({ accountId: 'a 1', user: 'u1', body: { user_level: 30 } })).toEqual({
      url: '/v1/accounts/a%201/members/u1',
      method: 'POST',
      body: { user_level: 30 },
    });
    expect(update.invalidatesTags).toEqual(['Member']);
    expect(update.extraOptions).toEqual({ silent: true });
  });

  it('sends no body when the argument has none, and the query string it is given', () => {
    const resend = silentMutation(
      ENDPOINT_PATHS.resendInvite,
      ({ accountId, code }: { accountId: string; code: string }) => ({ account: accountId, code }),
      { search: () => ({ action: 'resend' }) },
    );
    expect(resend.query({ accountId: 'a1', code: 'c1' })).toEqual({
      url: '/v1/accounts/a1/invites/c1?action=resend',
      method: ENDPOINT_PATHS.resendInvite.method,
    });
    expect(resend.invalidatesTags).toEqual([]);
  });
});

describe('silentMutation with an id for an argument', () => {
  it('fills the path from the id and sends no body', () => {
    const remove = silentMutation(ENDPOINT_PATHS.deleteTierProfile, (tier: string) => ({ tier }), {
      invalidates: ['Tier'],
    });
    expect(remove.query('acme custom')).toEqual({
      url: '/admin/tier-profiles/acme%20custom',
      method: ENDPOINT_PATHS.deleteTierProfile.method,
    });
    expect(remove.invalidatesTags).toEqual(['Tier']);
  });
});

describe('silentList', () => {
  it('reads the filled path with the query string it is given, cached under its tags', () => {
    const list = silentList(
      ENDPOINT_PATHS.listGroupHotspots,
      ({ accountId, groupId }: { accountId: string; groupId: string; cursor?: string }) => ({
        account: accountId,
        groupId,
      }),
      { search: ({ cursor }) => ({ pagesize: 50, cursor }), tags: ['Hotspot'] },
    );
    expect(list.query({ accountId: 'a1', groupId: 'g1', cursor: 'c50' })).toBe(
      '/v1/accounts/a1/hotspot-groups/g1/hotspots?pagesize=50&cursor=c50',
    );
    expect(list.providesTags).toEqual(['Hotspot']);
    expect(list.extraOptions).toEqual({ silent: true });
  });
});

describe('silentAccountList', () => {
  it("reads the account's list without its envelope", () => {
    const list = silentAccountList(ENDPOINT_PATHS.listMembers, 'members', ['Member']);
    expect(list.query('a1')).toBe('/v1/accounts/a1/members');
    expect(list.transformResponse({ members: [] })).toEqual([]);
    expect(list.providesTags).toEqual(['Member']);
    expect(list.extraOptions).toEqual({ silent: true });
  });
});

describe('silentItem', () => {
  it('caches the item under its own tag', () => {
    const item = silentItem(
      ENDPOINT_PATHS.getHotspot,
      ({ accountId, hotspotId }: { accountId: string; hotspotId: string }) => ({ account: accountId, hotspotId }),
      'Hotspot',
      ({ hotspotId }) => hotspotId,
    );
    const arg = { accountId: 'a1', hotspotId: 'h1' };
    expect(item.query(arg)).toBe('/v1/accounts/a1/hotspots/h1');
    expect(item.providesTags(undefined, undefined, arg)).toEqual([{ type: 'Hotspot', id: 'h1' }]);
  });
});
