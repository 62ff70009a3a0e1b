import type { Account, Network } from '@beacon/shared/contract';
import { renderRoute, type FakePlatform } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import App from './App.tsx';

const ACCOUNT: Account = {
  account_id: 'acme',
  name: 'Acme',
  user_level: 0,
  models_enabled: false,
  global_forwarders_enabled: false,
  gw_enabled: false,
};

const NETWORK: Network = {
  network_id: 'net-1',
  name: 'Warehouse',
  created: 1_700_000_000,
  last_updated: 1_700_000_000,
  device_count: 0,
  routes: [],
};

const platform: FakePlatform = ({ path }) => {
  if (path === '/v1/accounts/acme/networks/net-1') return { status: 200, body: NETWORK };
  if (path.startsWith('/v1/accounts/acme/stats')) return { status: 200, body: { stats: [] } };
  return { status: 404, body: { message: 'Not found' } };
};

describe('<App /> (mf-networks)', () => {
  it('renders the network list at /', async () => {
    await renderRoute(<App basePath="/" />, { url: '/', path: '/' });
    expect(await screen.findByRole('heading', { name: 'Networks' })).toBeTruthy();
  });

  it('renders a network tab under /networks/*', async () => {
    await renderRoute(<App basePath="/networks/*" />, {
      url: '/networks/net-1/stats',
      path: '/networks/*',
      account: ACCOUNT,
      platform,
    });
    expect(await screen.findByRole('heading', { name: 'Statistics · Warehouse' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Statistics' }).getAttribute('aria-selected')).toBe('true');
  });
});
