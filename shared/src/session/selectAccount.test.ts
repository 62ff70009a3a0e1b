import { describe, expect, it } from '@rstest/core';
import type { Account } from '../api/contract/index.ts';
import { testAccount } from '../testing/testAccount.ts';
import { selectAccount } from './selectAccount.ts';

function account(account_id: string, user_level: Account['user_level']): Account {
  return testAccount({ account_id, name: account_id, user_level });
}

const accounts = [account('member', 30), account('owned', 0), account('admin', 20)];

describe('selectAccount', () => {
  it('prefers the account query parameter when the user has that account', () => {
    expect(selectAccount(accounts, { queryAccount: 'admin', savedAccountId: 'member' })?.account_id).toBe('admin');
  });

  it('ignores an unknown query account and uses the saved one if still available', () => {
    expect(selectAccount(accounts, { queryAccount: 'gone', savedAccountId: 'member' })?.account_id).toBe('member');
  });

  it('falls back to the first owned account when the saved one is gone', () => {
    expect(selectAccount(accounts, { savedAccountId: 'gone' })?.account_id).toBe('owned');
  });

  it('falls back to the first account when the user owns none', () => {
    expect(selectAccount([account('a', 40), account('b', 20)])?.account_id).toBe('a');
  });

  it('selects nothing without accounts', () => {
    expect(selectAccount([], { queryAccount: 'x', savedAccountId: 'y' })).toBeNull();
  });
});
