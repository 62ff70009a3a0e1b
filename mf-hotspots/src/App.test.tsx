import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import App from './App.tsx';

describe('<App /> (mf-hotspots)', () => {
  it('redirects /hotspots to the dashboard', async () => {
    await renderRoute(<App basePath="/hotspots/*" />, { url: '/hotspots', path: '/hotspots/*' });
    expect(await screen.findByRole('heading', { name: 'Hotspot Dashboard' })).toBeTruthy();
  });

  it('renders a group page with its id', async () => {
    await renderRoute(<App basePath="/hotspots/*" />, { url: '/hotspots/groups/g-7', path: '/hotspots/*' });
    expect(await screen.findByRole('heading', { name: 'Group g-7' })).toBeTruthy();
  });

  it.each([
    ['/hotspots/manage', 'Manage Hotspots'],
    ['/hotspots/groups', 'Hotspot Groups'],
    ['/hotspots/h-42', 'Hotspot h-42'],
  ])('renders %s as "%s", still saying it is not built yet', async (url, title) => {
    await renderRoute(<App basePath="/hotspots/*" />, { url, path: '/hotspots/*' });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText('This screen is not built yet')).toBeTruthy();
  });

  it('moves between the screens through the hotspot navigation bar', async () => {
    await renderRoute(<App basePath="/hotspots/*" />, { url: '/hotspots/dashboard', path: '/hotspots/*' });
    await screen.findByRole('heading', { name: 'Hotspot Dashboard' });
    act(() => screen.getByRole('link', { name: 'Manage Groups' }).click());
    expect(await screen.findByRole('heading', { name: 'Hotspot Groups' })).toBeTruthy();
  });
});
