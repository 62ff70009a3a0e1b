import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import App from './App.tsx';

describe('<App /> (mf-admin)', () => {
  it('renders the tier management page', async () => {
    await renderRoute(<App basePath="/admin/*" />, { url: '/admin/tiers', path: '/admin/*' });
    expect(await screen.findByRole('heading', { name: 'Tier Management' })).toBeTruthy();
  });

  it('renders the not-found page for an unknown admin path', async () => {
    await renderRoute(<App basePath="/admin/*" />, { url: '/admin/nope', path: '/admin/*' });
    expect(await screen.findByText('Resource not found in this account')).toBeTruthy();
  });
});
