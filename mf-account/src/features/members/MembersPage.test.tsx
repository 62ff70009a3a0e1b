import type { Member } from '@beacon/shared/contract';
import type { FakePlatform, FakeResponse } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAccountPage, rowWith, writes } from '../../testSupport.tsx';
import { MembersPage } from './MembersPage.tsx';

const MEMBERS: Member[] = [
  { user: 'auth0|owner', email: 'owner@acme.test', user_level: 0 },
  { user: 'auth0|admin', email: 'admin@acme.test', user_level: 20 },
  { user: 'auth0|member', email: 'member@acme.test', user_level: 30 },
  { user: 'auth0|installer', email: 'installer@acme.test', user_level: 40 },
];

interface Answers {
  list?: FakeResponse;
  update?: FakeResponse;
  remove?: FakeResponse;
}

function platform({ list, update, remove }: Answers = {}): FakePlatform {
  return ({ method }) => {
    if (method === 'GET') return list ?? { status: 200, body: { members: MEMBERS } };
    if (method === 'POST') return update ?? { status: 200, body: MEMBERS[2] };
    return remove ?? { status: 204 };
  };
}

async function renderPage(options: { level?: 0 | 20 | 30 | 40; answers?: Answers } = {}) {
  const result = await renderAccountPage(<MembersPage />, {
    url: '/account/members',
    level: options.level ?? 0,
    platform: platform(options.answers),
  });
  await screen.findByText('member@acme.test');
  return result;
}

const button = (email: string, name: string | RegExp) =>
  within(rowWith('Members', email)).getByRole('button', { name });

describe('<MembersPage />', () => {
  it('lists email and level by name, under the Members tab with the account name, id and role', async () => {
    await renderPage({ level: 20 });
    expect(screen.getByRole('heading', { name: 'Members' })).toBeTruthy();
    expect(screen.getByText('Acme Corp')).toBeTruthy();
    expect(screen.getByText('acme')).toBeTruthy();
    expect(screen.getByText('Your role').closest('tr, div')?.parentElement?.textContent).toContain('Admin');
    const levels = MEMBERS.map((m) => within(rowWith('Members', m.email)).getAllByRole('cell')[1]?.textContent);
    expect(levels).toEqual(['Owner', 'Admin', 'Member', 'Installer']);
    expect(screen.getByRole('tab', { name: 'Invites' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'API Tokens' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Account Log' })).toBeTruthy();
  });

  it.each([0, 20] as const)('at level %i, edit is enabled for every level but the owner (0)', async (level) => {
    await renderPage({ level });
    expect(button('owner@acme.test', /^Edit/)).toHaveProperty('disabled', true);
    for (const email of ['admin@acme.test', 'member@acme.test', 'installer@acme.test']) {
      expect(button(email, /^Edit/)).toHaveProperty('disabled', false);
      expect(button(email, /^Remove/)).toHaveProperty('disabled', false);
    }
    fireEvent.pointerEnter(button('owner@acme.test', /^Edit/));
    expect(await screen.findByText("The owner's level cannot be changed")).toBeTruthy();
  });

  it.each([0, 20] as const)("at level %i, Remove is disabled on the owner's row with a reason", async (level) => {
    const { requests } = await renderPage({ level });
    const remove = button('owner@acme.test', /^Remove/);
    expect(remove).toHaveProperty('disabled', true);
    fireEvent.pointerEnter(remove);
    expect(await screen.findByText('The owner cannot be removed')).toBeTruthy();
    fireEvent.click(remove);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(requests)).toEqual([]);
  });

  it("Edit is disabled on one's own row with a reason (the server refuses it); Remove is not", async () => {
    const self: Member = { user: 'auth0|test-user', email: 'test@example.com', user_level: 20 };
    await renderPage({ level: 20, answers: { list: { status: 200, body: { members: [...MEMBERS, self] } } } });
    const edit = button('test@example.com', /^Edit/);
    expect(edit).toHaveProperty('disabled', true);
    fireEvent.pointerEnter(edit);
    expect(await screen.findByText('You cannot change your own level')).toBeTruthy();
    expect(button('test@example.com', /^Remove/)).toHaveProperty('disabled', false);
  });

  it.each([30, 40] as const)(
    'at level %i, edit and remove are disabled with "Insufficent permissions"',
    async (level) => {
      const { requests } = await renderPage({ level });
      for (const member of MEMBERS) {
        expect(button(member.email, /^Edit/)).toHaveProperty('disabled', true);
        expect(button(member.email, /^Remove/)).toHaveProperty('disabled', true);
      }
      fireEvent.pointerEnter(button('member@acme.test', /^Remove/));
      expect(await screen.findByText('Insufficent permissions')).toBeTruthy();
      fireEvent.click(button('member@acme.test', /^Remove/));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(writes(requests)).toEqual([]);
    },
  );

  it('the edit dialog offers Administrator, Member and Installer and posts the chosen level', async () => {
    const { requests } = await renderPage();
    fireEvent.click(button('member@acme.test', /^Edit/));
    const dialog = await screen.findByRole('dialog', { name: 'Edit member level' });
    const options = within(dialog).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual(['Administrator', 'Member', 'Installer']);
    expect(within(dialog).getByLabelText('Member')).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByLabelText('Installer'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Member level updated')).toBeTruthy();
    expect(writes(requests)).toEqual([
      { method: 'POST', path: '/v1/accounts/acme/members/auth0%7Cmember', body: { user_level: 40 } },
    ]);
  });

  it("shows the server's refusal of a level change", async () => {
    await renderPage({
      answers: { update: { status: 403, body: { message: 'You cannot change your own level' } } },
    });
    fireEvent.click(button('admin@acme.test', /^Edit/));
    const dialog = await screen.findByRole('dialog', { name: 'Edit member level' });
    fireEvent.click(within(dialog).getByLabelText('Member'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error updating member admin@acme.test: You cannot change your own level'),
    ).toBeTruthy();
    expect(screen.queryByText(/auth0\|/)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit member level' })).toBeTruthy();
  });

  it('removes after a confirmation with the focus on Cancel', async () => {
    const { requests } = await renderPage();
    fireEvent.click(button('installer@acme.test', /^Remove/));
    const dialog = await screen.findByRole('dialog', { name: 'Remove installer@acme.test?' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Member removed')).toBeTruthy();
    expect(writes(requests)).toEqual([
      { method: 'DELETE', path: '/v1/accounts/acme/members/auth0%7Cinstaller', body: undefined },
    ]);
  });

  it('a failed remove toasts "Error deleting member {id}: {server message}" with the e-mail as the id', async () => {
    await renderPage({ answers: { remove: { status: 404, body: { message: 'Member not found' } } } });
    fireEvent.click(button('member@acme.test', /^Remove/));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member@acme.test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Error deleting member member@acme.test: Member not found')).toBeTruthy();
    expect(screen.queryByText(/auth0\|/)).toBeNull();
  });

  it('shows the load failure with Retry, and an empty table', async () => {
    let fail = true;
    await renderAccountPage(<MembersPage />, {
      url: '/account/members',
      platform: () =>
        fail ? { status: 500, body: { message: 'Database down' } } : { status: 200, body: { members: [] } },
    });
    expect(await screen.findByText('Error loading members: Database down')).toBeTruthy();
    expect(screen.getByText('The members could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No members')).toBeTruthy();
  });
});
