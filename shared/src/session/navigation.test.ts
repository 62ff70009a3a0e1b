import { describe, expect, it } from '@rstest/core';
import { accountSwitchEffect, isSignInCallback, zeroAccountsRedirect } from './navigation.ts';

describe('isSignInCallback', () => {
  it.each(['?code=abc&state=xyz', '?state=xyz&code=abc', '?error=access_denied&state=xyz'])(
    'is true for %s',
    (search) => {
      expect(isSignInCallback(search)).toBe(true);
    },
  );

  it.each(['', '?account=a1', '?account=a1&code=inv-123', '?state=xyz'])(
    'is false for %s (an invite code is not one)',
    (search) => {
      expect(isSignInCallback(search)).toBe(false);
    },
  );
});

describe('zeroAccountsRedirect', () => {
  it.each(['/', '/networks/n1'])('sends a user without accounts from %s to /create_account', (path) => {
    expect(zeroAccountsRedirect(path)).toBe('/create_account');
  });

  it.each(['/accept_invite', '/request_account/', '/create_account'])('leaves the user on %s', (path) => {
    expect(zeroAccountsRedirect(path)).toBeNull();
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
