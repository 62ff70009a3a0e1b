import { describe, expect, it } from '@rstest/core';
import { AccountSchema } from '../api/contract/index.ts';
import { testAccount } from './testAccount.ts';

describe('testAccount', () => {
  it('is a valid account of the contract: the owner of acme', () => {
    const account = testAccount();
    expect(AccountSchema.parse(account)).toEqual(account);
    expect(account).toMatchObject({ account_id: 'acme', name: 'Acme', user_level: 0 });
  });

  it('takes any field from `fields`', () => {
    expect(testAccount({ user_level: 30, gw_enabled: true })).toMatchObject({
      account_id: 'acme',
      user_level: 30,
      gw_enabled: true,
    });
  });
});
