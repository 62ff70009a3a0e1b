import type { Account, ApiToken } from '@beacon/shared/contract';
import { renderRoute, type FakePlatform, type FakeRequest } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountAt, dialogTitled, renderAccountPage } from '../../testSupport.tsx';
import { ApiTokensPage } from './ApiTokensPage.tsx';

const TOKENS = '/v1/accounts/acme/api-tokens';
const NOW = Math.floor(Date.now() / 1000);

const CI: ApiToken = {
  token_id: 'tok-ci',
  name: 'CI deploy',
  created: NOW - 86_400 * 3,
  expiration: null,
  user_level: 20,
  created_by: { email: 'owner@example.com' },
  creator_level: 0,
  effective_level: 20,
  status: 'active',
  last_used: NOW - 7200,
};

/** The tokens of the account, and a server that creates `tok-new` with one secret, once. */
function tokenServer(overrides: Partial<Record<string, FakePlatform>> = {}): FakePlatform {
  let revealed = false;
  return (request) => {
    const key = `${request.method} ${request.path}`;
    const override = overrides[key];
    if (override) return override(request);
    if (key === `GET ${TOKENS}`) return { status: 200, body: { tokens: [CI] } };
    if (key === `POST ${TOKENS}`) return { status: 201, body: { token_id: 'tok-new' } };
    if (key === `POST ${TOKENS}/tok-new/secret`) {
      if (revealed) return { status: 409, body: { message: 'The secret was already shown' } };
      revealed = true;
      return { status: 200, body: { secret_key: 'bkn_first-and-only' } };
    }
    if (key === `POST ${TOKENS}/tok-ci/rotate`) {
      return { status: 200, body: { secret_key: 'bkn_rotated', previous_valid_until: NOW + 86_400 } };
    }
    if (key === `DELETE ${TOKENS}/tok-ci`) return { status: 204 };
    return { status: 404, body: { message: `no ${key}` } };
  };
}

async function renderPage(
  platform: FakePlatform = tokenServer(),
  level: Account['user_level'] = 0,
  url = '/account/apitokens',
) {
  const result = await renderAccountPage(<ApiTokensPage />, { url, level, platform });
  await screen.findByText('CI deploy');
  return result;
}

/** Opens Create Token, types `name` and presses Create. */
async function createToken(name: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Create Token' }));
  const create = await dialogTitled('Create API Token');
  fireEvent.change(within(create).getByLabelText('Name'), { target: { value: name } });
  fireEvent.click(within(create).getByRole('button', { name: 'Create' }));
}

const secretCalls = (requests: FakeRequest[]) => requests.filter((r) => r.path.endsWith('/secret'));

describe('<ApiTokensPage />', () => {
  it('lists name, created, expiration and last used', async () => {
    await renderPage();
    const table = screen.getByRole('table', { name: 'API tokens' });
    for (const header of ['Name', 'Created', 'Expiration', 'Last used', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const row = within(table).getByText('CI deploy').closest('tr');
    expect(row?.textContent).toContain('Administrator');
    expect(row?.textContent).toContain('Never');
    expect(row?.textContent).toContain('2 hours ago');
  });

  it("names each token's creator, and marks a token lowered or stopped by its creator's level", async () => {
    const lowered: ApiToken = {
      ...CI,
      token_id: 'tok-lowered',
      name: 'Lowered',
      created_by: { email: 'admin@example.com' },
      creator_level: 40,
      effective_level: 40,
      status: 'creator_demoted',
    };
    const stopped: ApiToken = {
      ...CI,
      token_id: 'tok-stopped',
      name: 'Stopped',
      created_by: { email: 'gone@example.com' },
      creator_level: null,
      effective_level: null,
      status: 'creator_removed',
    };
    await renderPage(
      tokenServer({ [`GET ${TOKENS}`]: () => ({ status: 200, body: { tokens: [CI, lowered, stopped] } }) }),
    );
    const table = screen.getByRole('table', { name: 'API tokens' });
    expect(within(table).getByRole('columnheader', { name: 'Created by' })).toBeTruthy();
    const rowOf = (name: string) => within(table).getByText(name).closest('tr')?.textContent ?? '';
    expect(rowOf('CI deploy')).toContain('owner@example.com');
    expect(rowOf('CI deploy')).not.toMatch(/creator/i);
    expect(rowOf('Lowered')).toContain('admin@example.com');
    expect(rowOf('Lowered')).toContain("Acts as Installer: creator's level is now Installer");
    expect(rowOf('Stopped')).toContain('gone@example.com');
    expect(rowOf('Stopped')).toContain('No longer works: creator removed');
  });

  it('shows a new secret once: copyable, with a warning and the header, and never again after closing', async () => {
    const { requests } = await renderPage();
    await createToken('  Billing export ');

    const shown = await dialogTitled('Secret of token Billing export');
    expect(within(shown).getByText('Copy the secret now. It cannot be shown again.')).toBeTruthy();
    expect(within(shown).getByText('bkn_first-and-only')).toBeTruthy();
    expect(within(shown).getByText('Authorization: Bearer bkn_first-and-only')).toBeTruthy();
    expect(within(shown).getAllByRole('button', { name: 'Copy' }).length).toBe(2);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: TOKENS, body: { name: 'Billing export', user_level: 30 } },
      { method: 'POST', path: `${TOKENS}/tok-new/secret`, body: undefined },
    ]);

    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied the secret' }));
    await waitFor(() => expect(screen.queryByText(/bkn_first-and-only/)).toBeNull());

    // Opening the create modal again (and leaving it) brings nothing back, and asks for nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Create Token' }));
    const again = await dialogTitled('Create API Token');
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/bkn_first-and-only/)).toBeNull();
    expect(secretCalls(requests)).toHaveLength(1);
  });

  it('asks for a name of 1 to 100 characters (trimmed, the contract’s rule), stopping the typing at 100, before creating', async () => {
    const { requests } = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Create Token' }));
    const create = await dialogTitled('Create API Token');
    const name = within(create).getByLabelText('Name');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create' }));
    expect(await within(create).findByText('This field is required')).toBeTruthy();
    // Typing (or pasting) past 100 characters stops at the limit.
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    expect(name).toHaveProperty('value', 'x'.repeat(100));
    expect(within(create).getByText('100 / 100')).toBeTruthy();
    fireEvent.change(name, { target: { value: ` ${'y'.repeat(120)} ` } });
    expect(name).toHaveProperty('value', ` ${'y'.repeat(100)}`);
    expect(within(create).queryByText('At most 100 characters')).toBeNull();
    fireEvent.change(name, { target: { value: ` ${'x'.repeat(100)} ` } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create' }));
    await dialogTitled(`Secret of token ${'x'.repeat(100)}`);
    expect(requests.filter((r) => r.method === 'POST')[0]).toEqual({
      method: 'POST',
      path: TOKENS,
      body: { name: 'x'.repeat(100), user_level: 30 },
    });
  });

  it('asks before the close button (like Escape, tested end to end) closes the secret dialog; the mask does not close it', async () => {
    await renderPage();
    await createToken('Billing');
    const shown = await dialogTitled('Secret of token Billing');
    const wrap = shown.closest('.ant-modal-wrap');
    if (wrap) fireEvent.click(wrap);
    expect(screen.queryAllByText('Close without copying the secret?')).toEqual([]);
    fireEvent.click(within(shown).getByRole('button', { name: 'Close' }));
    const ask = await dialogTitled('Close without copying the secret?');
    expect(within(ask).getByText('The secret cannot be shown again.')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep it open' }));
    expect(screen.getByText('bkn_first-and-only')).toBeTruthy();

    fireEvent.click(within(shown).getByRole('button', { name: 'Close' }));
    const again = await dialogTitled('Close without copying the secret?');
    fireEvent.click(within(again).getByRole('button', { name: 'Close without copying' }));
    await waitFor(() => expect(screen.queryByText(/bkn_first-and-only/)).toBeNull());
  });

  it('keeps no copy of the secret in the store, even while it is shown', async () => {
    const { store } = await renderPage();
    await createToken('Billing');
    const shown = await dialogTitled('Secret of token Billing');
    expect(within(shown).getByText('bkn_first-and-only')).toBeTruthy();
    expect(JSON.stringify(store.getState())).not.toContain('bkn_first-and-only');
  });

  it('rotates after a confirmation about the grace period, and shows the new secret once', async () => {
    const { requests } = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    const confirm = await dialogTitled('Rotate the secret of CI deploy?');
    expect(confirm.textContent).toContain('The old secret keeps working for 24 hours');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    const shown = await dialogTitled('Secret of token CI deploy');
    expect(within(shown).getByText('bkn_rotated')).toBeTruthy();
    expect(shown.textContent).toContain('The old secret keeps working until');
    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied the secret' }));
    await waitFor(() => expect(screen.queryByText(/bkn_rotated/)).toBeNull());
    expect(requests.filter((r) => r.path.endsWith('/rotate'))).toHaveLength(1);
  });

  it('deletes after a confirmation, and says "Error deleting token {id}: {message}" on failure', async () => {
    const failing = tokenServer({
      [`DELETE ${TOKENS}/tok-ci`]: () => ({ status: 500, body: { message: 'Token store offline' } }),
    });
    const { requests } = await renderPage(failing);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await dialogTitled('Delete the token CI deploy?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting token tok-ci: Token store offline')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE' && r.path === `${TOKENS}/tok-ci`)).toBe(true);
  });

  it.each([30, 40] as const)(
    'disables Create, Rotate and Delete with "Insufficent permissions" at level %i',
    async (level) => {
      await renderPage(tokenServer(), level);
      const buttons = ['Create Token', 'Rotate', 'Delete'].map((name) => screen.getByRole('button', { name }));
      for (const button of buttons) expect(button).toHaveProperty('disabled', true);
      fireEvent.pointerEnter(buttons[0]!);
      expect(await screen.findByText('Insufficent permissions')).toBeTruthy();
    },
  );

  it('shows an empty table and a load failure with Retry', async () => {
    let fail = true;
    await renderRoute(<ApiTokensPage />, {
      url: '/account/apitokens',
      account: accountAt(0),
      platform: () =>
        fail ? { status: 500, body: { message: 'Database down' } } : { status: 200, body: { tokens: [] } },
    });
    expect(await screen.findByText('The API tokens could not be loaded')).toBeTruthy();
    expect(await screen.findByText('Error loading API tokens: Database down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No API tokens yet')).toBeTruthy();
  });

  it('opens the create dialog from ?create=1 (the palette) at level 20, not at level 30', async () => {
    await renderPage(tokenServer(), 20, '/account/apitokens?create=1');
    expect(await dialogTitled('Create API Token')).toBeTruthy();
    cleanup();
    await renderPage(tokenServer(), 30, '/account/apitokens?create=1');
    expect(screen.queryByText('Create API Token', { selector: '.ant-modal-title' })).toBeNull();
  });
});
