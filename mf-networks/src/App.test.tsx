import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import App from './App.tsx';

describe('<App /> (mf-networks)', () => {
  it('renders the network list at /', async () => {
    await renderRoute(<App basePath="/" />, { url: '/', path: '/' });
    expect(await screen.findByRole('heading', { name: 'Networks' })).toBeTruthy();
  });

  it('renders a network tab under /networks/*', async () => {
    await renderRoute(<App basePath="/networks/*" />, { url: '/networks/net-1/stats', path: '/networks/*' });
    expect(await screen.findByRole('heading', { name: 'Statistics · net-1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Statistics' }).getAttribute('aria-selected')).toBe('true');
  });
});
