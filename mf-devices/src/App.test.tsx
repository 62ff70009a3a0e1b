import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import App from './App.tsx';
import NetworkDevices from './features/network-devices/NetworkDevices.tsx';

describe('<App /> (mf-devices)', () => {
  it('renders the device page', async () => {
    await renderRoute(<App basePath="/devices/*" />, { url: '/devices/dev-9', path: '/devices/*' });
    expect(await screen.findByRole('heading', { name: 'Device dev-9' })).toBeTruthy();
  });

  it('exposes the devices tab of a network', async () => {
    await renderRoute(<NetworkDevices networkId="net-1" />, { url: '/' });
    expect(await screen.findByRole('region', { name: 'Devices of network net-1' })).toBeTruthy();
  });
});
