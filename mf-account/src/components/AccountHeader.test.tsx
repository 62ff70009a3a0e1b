import { selectSession, type SessionRootState } from '@beacon/shared';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountTabPage } from './AccountTabs.tsx';
import { accountAt, renderAccountPage, writes } from '../testSupport.tsx';

const SLOW_MS = 15_000;
const editButton = () => screen.getByRole('button', { name: /Edit/ });

describe('<AccountTabPage /> header', () => {
  it.each([
    [0, 'Owner'],
    [20, 'Admin'],
    [30, 'Member'],
    [40, 'Installer'],
  ] as const)('at level %i shows the role %s', async (level, role) => {
    await renderAccountPage(<AccountTabPage tab="logs" />, {
      url: '/account/logs',
      level,
      platform: () => ({ status: 200 }),
    });
    expect(screen.getByRole('heading', { name: 'Account Log' })).toBeTruthy();
    expect(screen.getByText('Acme Corp')).toBeTruthy();
    expect(screen.getByText(role)).toBeTruthy();
    expect(editButton()).toHaveProperty('disabled', level > 20);
  });

  it.each([30, 40] as const)('at level %i, Edit is disabled with "Insufficent permissions"', async (level) => {
    await renderAccountPage(<AccountTabPage tab="members" />, { url: '/', level, platform: () => ({ status: 200 }) });
    fireEvent.pointerEnter(editButton());
    expect(await screen.findByText('Insufficent permissions')).toBeTruthy();
  });

  it(
    'renames the account: "This field is required" when empty, the length rule outside 3 to 100, then the session takes the new name',
    async () => {
      const renamed = { ...accountAt(20), name: 'Acme Industries' };
      const { requests, store } = await renderAccountPage(<AccountTabPage tab="members" />, {
        url: '/account/members',
        level: 20,
        platform: ({ method }) =>
          method === 'POST' ? { status: 200, body: renamed } : { status: 200, body: { accounts: [renamed] } },
      });
      fireEvent.click(editButton());
      const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
      const name = within(dialog).getByLabelText('Account name');
      expect(name).toHaveProperty('value', 'Acme Corp');
      const LENGTH = 'The name must be 3 to 100 characters long';
      for (const [invalid, message] of [
        ['', 'This field is required'],
        [' ab ', LENGTH],
        ['x'.repeat(101), LENGTH],
      ] as const) {
        fireEvent.change(name, { target: { value: invalid } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(await within(dialog).findByText(message)).toBeTruthy();
        fireEvent.change(name, { target: { value: 'abc' } });
        await waitFor(() => expect(within(dialog).queryByText(message)).toBeNull());
      }
      expect(writes(requests)).toEqual([]);
      fireEvent.change(name, { target: { value: '  Acme Industries ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Account updated')).toBeTruthy();
      expect(writes(requests)).toEqual([
        { method: 'POST', path: '/v1/accounts/acme', body: { name: 'Acme Industries' } },
      ]);
      expect(selectSession(store.getState() as SessionRootState).accountName).toBe('Acme Industries');
      expect(await screen.findByText('Acme Industries')).toBeTruthy();
    },
    SLOW_MS,
  );

  it('a failed rename toasts the server message and keeps the dialog', async () => {
    await renderAccountPage(<AccountTabPage tab="members" />, {
      url: '/account/members',
      platform: () => ({ status: 400, body: { message: 'Name already taken' } }),
    });
    fireEvent.click(editButton());
    const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
    fireEvent.change(within(dialog).getByLabelText('Account name'), { target: { value: 'Taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating account: Name already taken')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit account' })).toBeTruthy();
  });

  it('each tab opens its own URL', async () => {
    await renderAccountPage(<AccountTabPage tab="members" />, {
      url: '/account/members',
      platform: () => ({ status: 200 }),
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Members',
      'Invites',
      'API Tokens',
      'Account Log',
    ]);
  });
});
