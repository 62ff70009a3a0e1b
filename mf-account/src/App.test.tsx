import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import App from './App.tsx';

describe('<App /> (mf-account)', () => {
  it('opens the members tab by default under /account', async () => {
    await renderRoute(<App basePath="/account/*" />, { url: '/account', path: '/account/*' });
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy();
  });

  it('renders the page of a single base path', async () => {
    await renderRoute(<App basePath="/create_account" />, { url: '/create_account', path: '/create_account' });
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeTruthy();
  });
});
