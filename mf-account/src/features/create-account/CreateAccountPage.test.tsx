import { selectSession, type ApiError, type SessionRootState } from '@beacon/shared';
import type { Account } from '@beacon/shared/contract';
import { renderRoute, testAccount, type FakePlatform } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import { Route, Routes } from 'react-router';
import { Home, loadAccountsAndExpectHome } from '../../testSupport.tsx';
import { CreateAccountPage } from './CreateAccountPage.tsx';

const NEW_ACCOUNT: Account = testAccount({ account_id: 'new-co', name: 'New Co' });

/** The page at /create_account, with `/` standing in for the network list (no antd motion). */
function Onboarding() {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Routes>
        <Route path="/create_account" element={<CreateAccountPage />} />
        <Route path="/" element={<Home />} />
      </Routes>
    </ConfigProvider>
  );
}

const created: FakePlatform = () => ({ status: 201, body: NEW_ACCOUNT });

async function renderPage(platform: FakePlatform = created) {
  const result = await renderRoute(<Onboarding />, { url: '/create_account', platform });
  await screen.findByRole('heading', { name: 'Create Account' });
  return result;
}

/** For tests that validate many inputs (antd validates asynchronously). */
const SLOW_MS = 15_000;

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('<CreateAccountPage />', () => {
  it(
    'requires a name of 3 to 100 characters and the terms box, and sends nothing until then',
    async () => {
      const { requests } = await renderPage();
      const message = 'This field is required';
      submit();
      expect(await screen.findByText(message)).toBeTruthy();
      expect(await screen.findByText('You must agree to the terms of service')).toBeTruthy();

      const length = 'The name must be 3 to 100 characters long';
      for (const invalid of ['  ab  ', 'x'.repeat(101)]) {
        type('Account name', 'abc');
        await waitFor(() => expect(screen.queryByText(message)).toBeNull());
        type('Account name', invalid);
        expect(await screen.findByText(length)).toBeTruthy();
        expect(screen.queryByText(message)).toBeNull();
      }
      type('Account name', 'x'.repeat(100));
      await waitFor(() => expect(screen.queryByText(length)).toBeNull());
      fireEvent.click(screen.getByLabelText('I agree to the terms of service'));
      await waitFor(() => expect(screen.queryByText('You must agree to the terms of service')).toBeNull());
      expect(requests).toEqual([]);
    },
    SLOW_MS,
  );

  it(
    'accepts only a website that is an http:// or https:// URL',
    async () => {
      await renderPage();
      const message = 'Please enter a valid URL starting with http:// or https://';
      for (const invalid of ['example.com', 'ftp://example.com', 'https://', 'javascript:alert(1)']) {
        type('Website', 'https://example.com/about');
        await waitFor(() => expect(screen.queryByText(message)).toBeNull());
        type('Website', invalid);
        expect(await screen.findByText(message)).toBeTruthy();
      }
      type('Website', '');
      await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    },
    SLOW_MS,
  );

  it('posts {name, website, checked: true}, toasts "Account created. Welcome!" and opens the network list with the new account once the shell has reloaded the accounts', async () => {
    const { requests, store } = await renderPage();
    type('Account name', '  New Co ');
    type('Website', ' https://new.example.com ');
    fireEvent.click(screen.getByLabelText('I agree to the terms of service'));
    submit();

    expect(await screen.findByText('Account created. Welcome!')).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/v1/accounts',
        body: { name: 'New Co', website: 'https://new.example.com', checked: true },
      },
    ]);
    // A newcomer has the new account selected at once; the page stays until the reloaded account
    // list holds it (the shell would otherwise send a user it sees without accounts back here).
    const session = () => selectSession(store.getState() as SessionRootState);
    expect(session().accountId).toBe('new-co');
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();

    await loadAccountsAndExpectHome(store, [NEW_ACCOUNT]);
    expect(session()).toMatchObject({ accountId: 'new-co', accountName: 'New Co', accountLevel: 0 });
  });

  it('for a user who has an account already, switches to the new one once the account list holds it', async () => {
    const current: Account = { ...NEW_ACCOUNT, account_id: 'old-co', name: 'Old Co' };
    const { store } = await renderRoute(<Onboarding />, {
      url: '/create_account',
      platform: created,
      account: current,
    });
    const session = () => selectSession(store.getState() as SessionRootState);
    type('Account name', 'New Co');
    fireEvent.click(screen.getByLabelText('I agree to the terms of service'));
    submit();
    expect(await screen.findByText('Account created. Welcome!')).toBeTruthy();
    expect(session().accountId).toBe('old-co');

    await loadAccountsAndExpectHome(store, [current, NEW_ACCOUNT]);
    expect(session().accountId).toBe('new-co');
  });

  it('leaves the website out when it is empty', async () => {
    const { requests } = await renderPage();
    type('Account name', 'New Co');
    fireEvent.click(screen.getByLabelText('I agree to the terms of service'));
    submit();
    expect(await screen.findByText('Account created. Welcome!')).toBeTruthy();
    expect(requests[0]?.body).toEqual({ name: 'New Co', checked: true });
  });

  it('toasts "Error creating account: {message}" on failure and keeps what was typed', async () => {
    const failure: ApiError = { status: 400, message: 'Account name already taken' };
    const { notifications } = await renderPage(() => ({ status: 400, body: { message: failure.message } }));
    type('Account name', 'Taken Co');
    type('Website', 'https://taken.example.com');
    fireEvent.click(screen.getByLabelText('I agree to the terms of service'));
    submit();

    expect(await screen.findByText('Error creating account: Account name already taken')).toBeTruthy();
    expect(field('Account name')).toHaveProperty('value', 'Taken Co');
    expect(field('Website')).toHaveProperty('value', 'https://taken.example.com');
    expect(field('I agree to the terms of service')).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
    // Only the spec's toast: the base query adds no "Unexpected error".
    expect(notifications).toEqual([]);
  });

  it('links people who should not create an account to /request_account', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Request an account' }).getAttribute('href')).toBe('/request_account');
  });
});
