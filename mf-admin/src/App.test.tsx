import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import App from './App.tsx';

describe('<App /> (mf-admin)', () => {
  it.each([
    ['/admin', 'Admin Dashboard'],
    ['/admin/tiers', 'Tier Management'],
    ['/admin/accounts/acme', 'Account acme'],
    ['/admin/accounts/acme/networks/n-1', 'Network n-1 devices'],
    ['/admin/devices/d-1', 'Device d-1'],
    ['/admin/hotspots/h-1', 'Hotspot h-1'],
    ['/admin/hotspots-monitoring', 'Monitored Hotspots'],
  ])('renders %s as "%s", a built screen', async (url, title) => {
    await renderRoute(<App basePath="/admin/*" />, { url, path: '/admin/*' });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByText('This screen is not built yet')).toBeNull();
  });

  it('renders the not-found page for an unknown admin path', async () => {
    await renderRoute(<App basePath="/admin/*" />, { url: '/admin/nope', path: '/admin/*' });
    expect(await screen.findByText('Resource not found in this account')).toBeTruthy();
  });
});
