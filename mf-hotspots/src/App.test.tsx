import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
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
});
