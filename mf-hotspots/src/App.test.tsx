import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import App from './App.tsx';

/** The app mounted at /hotspots/*, as the shell mounts it, opened at `url`. */
const renderAt = (url: string) => renderRoute(<App basePath="/hotspots/*" />, { url, path: '/hotspots/*' });

describe('<App /> (mf-hotspots)', () => {
  it.each([
    { name: 'redirects /hotspots to the dashboard', url: '/hotspots', heading: 'Hotspot Dashboard', buttons: [] },
    {
      name: 'serves /hotspots/groups/{groupId} as the group detail (without an account it waits for one)',
      url: '/hotspots/groups/g-7',
      heading: 'Hotspot Group',
      buttons: [],
    },
    {
      name: 'serves /hotspots/groups as Hotspot Groups with Add Group',
      url: '/hotspots/groups',
      heading: 'Hotspot Groups',
      buttons: [/Add Group/],
    },
    {
      name: 'serves /hotspots/manage as Manage Hotspots, not as a hotspot id',
      url: '/hotspots/manage',
      heading: 'Manage Hotspots',
      buttons: [/Register Hotspot/],
    },
  ])('$name', async ({ url, heading, buttons }) => {
    await renderAt(url);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    for (const button of buttons) expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });

  it('moves between the screens through the hotspot navigation bar', async () => {
    await renderAt('/hotspots/dashboard');
    await screen.findByRole('heading', { name: 'Hotspot Dashboard' });
    act(() => screen.getByRole('link', { name: 'Manage Groups' }).click());
    expect(await screen.findByRole('heading', { name: 'Hotspot Groups' })).toBeTruthy();
  });
});
