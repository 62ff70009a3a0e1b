import { selectSession, type SessionRootState } from '@beacon/shared';
import type { Account } from '@beacon/shared/contract';
import { renderRoute, type FakePlatform } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { accountAt, Home, loadAccountsAndExpectHome } from '../../testSupport.tsx';
import { AcceptInvitePage } from './AcceptInvitePage.tsx';

const JOINED: Account = { ...accountAt(30), account_id: 'joined-co', name: 'Joined Co' };

function Pages() {
  return (
    <Routes>
      <Route path="/accept_invite" element={<AcceptInvitePage />} />
      <Route path="/" element={<Home />} />
    </Routes>
  );
}

const accepted: FakePlatform = () => ({ status: 200, body: JOINED });

describe('<AcceptInvitePage />', () => {
  it('accepts on load, says "You now have access to account {id}" and opens home in that account once the list holds it', async () => {
    const { requests, store } = await renderRoute(<Pages />, {
      url: '/accept_invite?account=joined-co&code=abc123',
      platform: accepted,
    });
    expect(await screen.findByText('You now have access to account joined-co')).toBeTruthy();
    expect(requests).toEqual([
      { method: 'POST', path: '/v1/accounts/joined-co/accept-invite?code=abc123', body: undefined },
    ]);
    // A newcomer (no account) has the joined account selected at once; home opens once the list holds it.
    const session = () => selectSession(store.getState() as SessionRootState);
    expect(session().accountId).toBe('joined-co');
    expect(screen.queryByText(/home at/)).toBeNull();
    await loadAccountsAndExpectHome(store, [JOINED]);
    expect(session()).toMatchObject({ accountId: 'joined-co', accountName: 'Joined Co', accountLevel: 30 });
  });

  it('a user with an account switches to the joined one once the list holds it', async () => {
    const current = accountAt(0);
    const { store } = await renderRoute(<Pages />, {
      url: '/accept_invite?account=joined-co&code=abc123',
      platform: accepted,
      account: current,
    });
    expect(await screen.findByText('You now have access to account joined-co')).toBeTruthy();
    const session = () => selectSession(store.getState() as SessionRootState);
    expect(session().accountId).toBe('acme');
    await loadAccountsAndExpectHome(store, [current, JOINED]);
    expect(session().accountId).toBe('joined-co');
  });

  it('on failure says "Error accepting invite: {message}" and stays', async () => {
    const { requests } = await renderRoute(<Pages />, {
      url: '/accept_invite?account=joined-co&code=used',
      platform: () => ({ status: 404, body: { message: 'Invite not found or already used' } }),
    });
    expect(await screen.findByText('Error accepting invite: Invite not found or already used')).toBeTruthy();
    expect(screen.getByText('The invite could not be accepted')).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(screen.queryByText(/home at/)).toBeNull();
  });

  it('an expired invite (410) says so and how to get a new one: ask for a resend, then the same link works again', async () => {
    const message = 'This invite has expired: ask an administrator of the account to send it again';
    await renderRoute(<Pages />, {
      url: '/accept_invite?account=joined-co&code=old',
      platform: () => ({ status: 410, body: { message } }),
    });
    expect(await screen.findByText('This invite has expired')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(
      screen.getByText(
        'Invites are valid for 7 days. Ask the person who invited you, or an administrator of account joined-co, to resend it; then open this link again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('The invite could not be accepted')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toBeTruthy();
  });

  it('sends nothing for a link without a code', async () => {
    const { requests } = await renderRoute(<Pages />, { url: '/accept_invite?account=joined-co', platform: accepted });
    expect(await screen.findByText('The invite link is incomplete: it needs an account and a code.')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
