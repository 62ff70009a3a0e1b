import { ShellActionsContext } from '@beacon/shared';
import { remoteLayout } from '@beacon/shared/build';
import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import App from './App.tsx';
import { FORWARDING_ACCOUNT } from './testSupport.tsx';

/** The base paths the registry (shared/build/remotes.json) mounts this remote under. */
const { basePaths: BASE_PATHS } = remoteLayout('mf-account');

/** The app mounted at /account/*, as the shell mounts it, opened at `url`. */
const renderAt = (url: string) => renderRoute(<App basePath="/account/*" />, { url, path: '/account/*' });

describe('<App /> (mf-account)', () => {
  it('opens the members tab by default under /account', async () => {
    await renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy();
  });

  it('gives every account tab its own URL and page, reached through the tab bar', async () => {
    await renderAt('/account/apitokens');
    expect(await screen.findByRole('heading', { name: 'API Tokens' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'API Tokens', selected: true })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'API tokens' })).toBeTruthy();

    act(() => screen.getByRole('tab', { name: 'Account Log' }).click());
    expect(await screen.findByRole('heading', { name: 'Account Log' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Account log' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown account tab', async () => {
    await renderAt('/account/nope');
    expect(await screen.findByText('Resource not found in this account')).toBeTruthy();
  });

  it('renders the page of a single base path', async () => {
    await renderRoute(<App basePath="/create_account" />, { url: '/create_account', path: '/create_account' });
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeTruthy();
  });

  it.each(BASE_PATHS)('has a screen for its registry base path %s', async (basePath) => {
    const url = basePath.replace(/\/\*$/, '');
    // The profile asks the shell to sign out: the signed-in shell provides that.
    await renderRoute(
      <ShellActionsContext value={{ signOut: () => undefined }}>
        <App basePath={basePath} />
      </ShellActionsContext>,
      // Global forwarders are a screen only for an account with the feature (otherwise not found).
      { url, path: basePath, account: basePath.startsWith('/global_forwarders') ? FORWARDING_ACCOUNT : undefined },
    );
    expect(await screen.findByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.queryByText('Resource not found in this account')).toBeNull();
  });
});
