import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import App from './App.tsx';

describe('<App /> (mf-hotspots)', () => {
  it('redirects /hotspots to the dashboard', async () => {
    await renderRoute(<App basePath="/hotspots/*" />, { url: '/hotspots', path: '/hotspots/*' });
    expect(await screen.findByRole('heading', { name: 'Hotspot Dashboard' })).toBeTruthy();
  });

  it('serves /hotspots/groups/{groupId} as the group detail (without an account it waits for one)', async () => {
    await renderRoute(<App basePath="/hotspots/*" />, { url: '/hotspots/groups/g-7', path: '/hotspots/*' });
    expect(await screen.findByRole('heading', { name: 'Hotspot Group' })).toBeTruthy();
  });

  it('serves /hotspots/groups as Hotspot Groups with Add Group', async () => {
    await renderRoute(<App basePath="/hotspots/*" />, { url: '/hotspots/groups', path: '/hotspots/*' });
    expect(await screen.findByRole('heading', { name: 'Hotspot Groups' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add Group/ })).toBeTruthy();
  });

  it('serves /hotspots/manage as Manage Hotspots, not as a hotspot id', async () => {
    await renderRoute(<App basePath="/hotspots/*" />, { url: '/hotspots/manage', path: '/hotspots/*' });
    expect(await screen.findByRole('heading', { name: 'Manage Hotspots' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Register Hotspot/ })).toBeTruthy();
  });

  it('moves between the screens through the hotspot navigation bar', async () => {
    await renderRoute(<App basePath="/hotspots/*" />, { url: '/hotspots/dashboard', path: '/hotspots/*' });
    await screen.findByRole('heading', { name: 'Hotspot Dashboard' });
    act(() => screen.getByRole('link', { name: 'Manage Groups' }).click());
    expect(await screen.findByRole('heading', { name: 'Hotspot Groups' })).toBeTruthy();
  });
});
