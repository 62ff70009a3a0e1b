import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@rstest/core';
import { Provider } from 'react-redux';
import { createConsoleStore } from '../api/store.ts';
import { accountSelected, userSet } from '../session/sessionSlice.ts';
import { testAccount } from '../testing/testAccount.ts';
import {
  readRecentItems,
  recentItemsKey,
  rememberRecent,
  RECENT_ITEMS_LIMIT,
  useRecentItems,
  useRememberRecent,
  type RecentItem,
} from './recentItems.ts';

const ALICE_A1 = { userId: 'auth0|alice', accountId: 'a1' };
const item = (id: string, kind = 'network'): RecentItem => ({ kind, id, title: `Name ${id}`, href: `/networks/${id}` });
const ids = (items: RecentItem[]) => items.map((i) => `${i.kind}:${i.id}`);

describe('recent items', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the newest first, each record once', () => {
    rememberRecent(item('n1'), ALICE_A1);
    rememberRecent(item('d1', 'device'), ALICE_A1);
    rememberRecent(item('n1'), ALICE_A1);

    expect(ids(readRecentItems(ALICE_A1))).toEqual(['network:n1', 'device:d1']);
    expect(recentItemsKey(ALICE_A1)).toBe('beacon.palette.recent.auth0|alice.a1');
  });

  it(`keeps at most ${RECENT_ITEMS_LIMIT}`, () => {
    for (let i = 0; i < RECENT_ITEMS_LIMIT + 3; i += 1) rememberRecent(item(`n${i}`), ALICE_A1);

    const recent = readRecentItems(ALICE_A1);
    expect(recent).toHaveLength(RECENT_ITEMS_LIMIT);
    expect(recent[0]?.id).toBe(`n${RECENT_ITEMS_LIMIT + 2}`);
  });

  it('keeps a list per user and per account', () => {
    rememberRecent(item('n1'), ALICE_A1);
    rememberRecent(item('n2'), { userId: 'auth0|alice', accountId: 'a2' });
    rememberRecent(item('n3'), { userId: 'auth0|bob', accountId: 'a1' });

    expect(ids(readRecentItems(ALICE_A1))).toEqual(['network:n1']);
    expect(ids(readRecentItems({ userId: 'auth0|bob', accountId: 'a1' }))).toEqual(['network:n3']);
  });

  it('never keeps a link to another origin, stored or given', () => {
    rememberRecent({ ...item('n1'), href: 'https://evil.test/' }, ALICE_A1);
    window.localStorage.setItem(
      recentItemsKey(ALICE_A1),
      JSON.stringify([
        { kind: 'network', id: 'x', title: 'X', href: 'javascript:alert(1)' },
        { kind: 'network', id: 'y', title: 'Y', href: '//evil.test' },
        { kind: 'device', id: 'd1', title: 'D1', href: '/devices/d1' },
        'junk',
      ]),
    );

    expect(ids(readRecentItems(ALICE_A1))).toEqual(['device:d1']);
  });

  it('reads nothing from unparsable storage', () => {
    window.localStorage.setItem(recentItemsKey(ALICE_A1), '{not json');
    expect(readRecentItems(ALICE_A1)).toEqual([]);
  });
});

describe('useRecentItems and useRememberRecent', () => {
  afterEach(() => window.localStorage.clear());

  it('shows what a page remembered for the signed-in user and account', () => {
    const store = createConsoleStore();
    store.dispatch(userSet({ id: 'auth0|alice', email: 'alice@example.com' }));
    store.dispatch(accountSelected(testAccount({ account_id: 'a1' })));
    const { result, rerender } = renderHook(
      ({ page }: { page: RecentItem | null }) => {
        useRememberRecent(page);
        return useRecentItems();
      },
      {
        initialProps: { page: null as RecentItem | null },
        wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
      },
    );
    expect(result.current).toEqual([]);

    act(() => rerender({ page: item('n1') }));

    expect(ids(result.current)).toEqual(['network:n1']);
    expect(ids(readRecentItems(ALICE_A1))).toEqual(['network:n1']);
  });
});
