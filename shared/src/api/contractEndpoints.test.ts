import { describe, expect, it } from '@rstest/core';
import { ENDPOINT_PATHS } from './contract/paths.ts';
import { silentAccountList, silentItem, silentMutation } from './contractEndpoints.ts';

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
