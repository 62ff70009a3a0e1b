import { describe, expect, it } from '@rstest/core';
import { accountSwitchEffect, zeroAccountsRedirect } from './navigation.ts';

describe('zeroAccountsRedirect', () => {
  it('sends a user without accounts to /create_account', () => {
    expect(zeroAccountsRedirect('/')).toBe('/create_account');
    expect(zeroAccountsRedirect('/networks/n1')).toBe('/create_account');
  });

  it('leaves the user on accept_invite, request_account and create_account', () => {
    expect(zeroAccountsRedirect('/accept_invite')).toBeNull();
    expect(zeroAccountsRedirect('/request_account/')).toBeNull();
    expect(zeroAccountsRedirect('/create_account')).toBeNull();
  });
});

describe('accountSwitchEffect', () => {
  it('resets the view to home when select_account is in the URL and announces the switch', () => {
    expect(accountSwitchEffect({ previousAccountId: 'a', nextAccountId: 'b', search: '?select_account=b' })).toEqual({
      navigateTo: '/',
      announce: true,
    });
  });

  it('stays on the page without select_account', () => {
    expect(accountSwitchEffect({ previousAccountId: 'a', nextAccountId: 'b', search: '?account=b' })).toEqual({
      announce: true,
    });
  });

  it('does not announce the first selection or re-selecting the same account', () => {
    expect(accountSwitchEffect({ previousAccountId: null, nextAccountId: 'b', search: '' }).announce).toBe(false);
    expect(accountSwitchEffect({ previousAccountId: 'b', nextAccountId: 'b', search: '' }).announce).toBe(false);
  });
});
