import type { Invite } from '@beacon/shared/contract';
import type { FakePlatform, FakeResponse } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAccountPage, rowWith, writes } from '../../testSupport.tsx';
import { InvitesPage } from './InvitesPage.tsx';

const NOW = Math.floor(Date.now() / 1000);
const DAY = 24 * 3600;
const INVITES: Invite[] = [
  { email: 'first@new.test', code: 'code-1', sent: NOW - DAY, expires: NOW + 6 * DAY },
  { email: 'second@new.test', code: 'code-2', sent: NOW - 8 * DAY, expires: NOW - DAY },
];

interface Answers {
  list?: FakeResponse;
  create?: FakeResponse;
  resend?: FakeResponse;
  remove?: FakeResponse;
}

function platform({ list, create, resend, remove }: Answers = {}): FakePlatform {
  return ({ method, path }) => {
    if (method === 'GET') return list ?? { status: 200, body: { invites: INVITES } };
    if (method === 'DELETE') return remove ?? { status: 204 };
    if (path.includes('action=resend')) return resend ?? { status: 204 };
    return create ?? { status: 201, body: { email: 'new@new.test', code: 'code-3' } };
  };
}

async function renderPage(options: { level?: 0 | 20 | 30 | 40; answers?: Answers; url?: string } = {}) {
  const result = await renderAccountPage(<InvitesPage />, {
    url: options.url ?? '/account/invites',
    level: options.level ?? 20,
    platform: platform(options.answers),
  });
  await screen.findByText('first@new.test');
  return result;
}

const rowButton = (email: string, name: RegExp) => within(rowWith('Invites', email)).getByRole('button', { name });

async function openSendDialog() {
  fireEvent.click(screen.getByRole('button', { name: /Send invite/ }));
  return screen.findByRole('dialog', { name: 'Send invite' });
}

async function send(address: string) {
  const dialog = await openSendDialog();
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: address } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
  return dialog;
}

describe('<InvitesPage />', () => {
  it('lists the open invites by email under the Invites tab', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Invites' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Invites', selected: true })).toBeTruthy();
    expect(rowWith('Invites', 'second@new.test')).toBeTruthy();
  });

  it('shows until when each invite is valid, and marks an expired one (resend renews it)', async () => {
    await renderPage();
    expect(screen.getByRole('columnheader', { name: 'Valid until' })).toBeTruthy();
    expect(within(rowWith('Invites', 'first@new.test')).queryByText('Expired')).toBeNull();
    expect(within(rowWith('Invites', 'second@new.test')).getByText('Expired')).toBeTruthy();
    expect(within(rowWith('Invites', 'second@new.test')).getByText(/Resend it to renew it for 7 days/)).toBeTruthy();
  });

  it.each([30, 40] as const)(
    'at level %i, send, resend and delete are disabled with "Insufficent permissions"',
    async (level) => {
      const { requests } = await renderPage({ level });
      const buttons = [
        screen.getByRole('button', { name: /Send invite/ }),
        rowButton('first@new.test', /^Resend/),
        rowButton('first@new.test', /^Delete/),
      ];
      for (const b of buttons) expect(b).toHaveProperty('disabled', true);
      fireEvent.pointerEnter(buttons[0] as HTMLElement);
      expect(await screen.findByText('Insufficent permissions')).toBeTruthy();
      expect(writes(requests)).toEqual([]);
    },
  );

  it.each([0, 20] as const)('at level %i, send, resend and delete are enabled', async (level) => {
    await renderPage({ level });
    expect(screen.getByRole('button', { name: /Send invite/ })).toHaveProperty('disabled', false);
    expect(rowButton('first@new.test', /^Resend/)).toHaveProperty('disabled', false);
    expect(rowButton('first@new.test', /^Delete/)).toHaveProperty('disabled', false);
  });

  it('refuses a bad address with "Invalid email address" and sends nothing', async () => {
    const { requests } = await renderPage();
    const dialog = await send('not-an-address');
    expect(await within(dialog).findByText('Invalid email address')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'a@b' } });
    expect(await within(dialog).findByText('Invalid email address')).toBeTruthy();
    expect(writes(requests)).toEqual([]);
  });

  it.each(['<script>alert(1)</script>@x.com', `${'l'.repeat(300)}@x.com`])(
    'refuses %s with "Invalid email address" (the contract\'s one e-mail rule)',
    async (address) => {
      const { requests } = await renderPage();
      const dialog = await send(address);
      expect(await within(dialog).findByText('Invalid email address')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
      expect(await within(dialog).findByText('Invalid email address')).toBeTruthy();
      expect(writes(requests)).toEqual([]);
    },
  );

  it('sends the trimmed address: "Invite sent"', async () => {
    const { requests } = await renderPage();
    await send('  new@new.test ');
    expect(await screen.findByText('Invite sent')).toBeTruthy();
    expect(writes(requests)).toEqual([
      { method: 'POST', path: '/v1/accounts/acme/invites', body: { user: 'new@new.test' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send invite' })).toBeNull());
  });

  it('a failed send says "Failed to invite user. {message}" and keeps the dialog', async () => {
    await renderPage({ answers: { create: { status: 409, body: { message: 'Already a member' } } } });
    await send('member@acme.test');
    expect(await screen.findByText('Failed to invite user. Already a member')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Send invite' })).toBeTruthy();
  });

  it('a failed send without a server message says "Please check the email address."', async () => {
    await renderPage({ answers: { create: { status: 400 } } });
    await send('x@y.test');
    expect(await screen.findByText('Failed to invite user. Please check the email address.')).toBeTruthy();
  });

  it('resends: "Invite re-sent"', async () => {
    const { requests } = await renderPage();
    fireEvent.click(rowButton('second@new.test', /^Resend/));
    expect(await screen.findByText('Invite re-sent')).toBeTruthy();
    expect(writes(requests)).toEqual([
      { method: 'POST', path: '/v1/accounts/acme/invites/code-2?action=resend', body: undefined },
    ]);
  });

  it('deletes after a confirmation: "Invite deleted"', async () => {
    const { requests } = await renderPage();
    fireEvent.click(rowButton('first@new.test', /^Delete/));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the invite to first@new.test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete invite' }));
    expect(await screen.findByText('Invite deleted')).toBeTruthy();
    expect(writes(requests)).toEqual([{ method: 'DELETE', path: '/v1/accounts/acme/invites/code-1', body: undefined }]);
  });

  it('opens the send dialog from ?create=1 (the palette) at level 20, not at level 30', async () => {
    await renderPage({ level: 20, url: '/account/invites?create=1' });
    expect(await screen.findByRole('dialog', { name: 'Send invite' })).toBeTruthy();
    cleanup();
    await renderPage({ level: 30, url: '/account/invites?create=1' });
    expect(screen.queryByRole('dialog', { name: 'Send invite' })).toBeNull();
  });

  it('shows "No open invites" for an empty list', async () => {
    await renderAccountPage(<InvitesPage />, {
      url: '/account/invites',
      platform: () => ({ status: 200, body: { invites: [] } }),
    });
    expect(await screen.findByText('No open invites')).toBeTruthy();
  });
});
