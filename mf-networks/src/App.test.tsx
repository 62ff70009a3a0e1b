import { NotFoundPage, routeKey } from '@beacon/shared';
import type { FakePlatform } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import App from './App.tsx';
import { emptyTabs, location, OPS_WEBHOOK, renderWithLocation, testAccount, testNetwork } from './testSupport.tsx';

/** net-1's one route, and where its deliveries view is. */
const ROUTE = { filter_events: 'device.*', url: 'https://hooks.test/catch-all' };
const ROUTE_DELIVERIES = `/networks/net-1/routes/${routeKey(ROUTE)}/deliveries`;

const platform: FakePlatform = (request) => {
  const { method, path } = request;
  if (method !== 'GET') return { status: 405, body: { message: 'Not allowed' } };
  if (path === '/v1/accounts/acme/networks/net-1') return { status: 200, body: testNetwork({ routes: [ROUTE] }) };
  if (path.startsWith('/v1/accounts/acme/networks/net-1/deliveries?'))
    return { status: 200, body: { deliveries: [], cursor: null } };
  if (path === '/v1/accounts/acme/networks/net-1/integrations')
    return { status: 200, body: { integrations: [OPS_WEBHOOK] } };
  return emptyTabs(request);
};

/** Mounted as the shell mounts it: under each registry base path, beside the shell's /404 page. */
function renderApp(url: string) {
  return renderWithLocation(
    <Routes>
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="/" element={<App basePath="/" />} />
      <Route path="/networks/*" element={<App basePath="/networks/*" />} />
    </Routes>,
    { url, account: testAccount(), platform },
  );
}

/** The network page shows `tab` selected, titled "{title} · Warehouse". */
async function expectNetworkPage(tab: string, title = tab) {
  expect(await screen.findByRole('heading', { level: 2, name: `${title} · Warehouse` })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe(`Beacon Console | ${title} · Warehouse`));
  expect(screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByText('Register Device')).toBeTruthy();
}

describe('<App /> (mf-networks) route tree', () => {
  it.each([
    { name: 'renders the network list at / (the exact base path)', url: '/' },
    { name: 'renders the network list at the index of /networks/*', url: '/networks' },
  ])('$name', async ({ url }) => {
    await renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Networks' })).toBeTruthy();
  });

  it.each([
    ['/networks/net-1', 'Events', 'Events of network net-1'],
    ['/networks/net-1/', 'Events', 'Events of network net-1'],
    ['/networks/net-1/stats', 'Statistics', 'Statistics of network net-1'],
    ['/networks/net-1/integrations', 'Integrations', 'Integrations of network net-1'],
    ['/networks/net-1/routes', 'Routes', 'Routes of network net-1'],
  ])('%s is the %s tab, with its content', async (url, tab, region) => {
    await renderApp(url);
    await expectNetworkPage(tab);
    expect(await screen.findByRole('region', { name: region })).toBeTruthy();
    expect(location()).toBe(url);
  });

  it('/networks/net-1/devices is the Devices tab, mounting mf-devices’ NetworkDevices', async () => {
    await renderApp('/networks/net-1/devices');
    await expectNetworkPage('Devices');
    await waitFor(() =>
      expect(
        document.querySelector('[data-remote-loading="mf-devices"], [data-remote-error="mf-devices"]'),
      ).not.toBeNull(),
    );
  });

  it('/networks/net-1/settings is the Network Settings tab', async () => {
    await renderApp('/networks/net-1/settings');
    await expectNetworkPage('Network Settings');
    expect(await screen.findByText('Network name')).toBeTruthy();
  });

  it('/networks/net-1/integrations/add/{type} is the add page under the Integrations tab', async () => {
    await renderApp('/networks/net-1/integrations/add/webhook');
    await expectNetworkPage('Integrations', 'Add integration');
    expect(await screen.findByRole('heading', { level: 3, name: 'Add a Webhook integration' })).toBeTruthy();
  });

  it('/networks/net-1/integrations/edit/{configId} is the edit page under the Integrations tab', async () => {
    await renderApp('/networks/net-1/integrations/edit/int-ops');
    await expectNetworkPage('Integrations', 'Edit integration');
    expect(await screen.findByRole('heading', { level: 3, name: 'Configure Ops webhook' })).toBeTruthy();
  });

  it('/networks/net-1/routes/{routeKey}/deliveries is the route’s deliveries view under the Routes tab', async () => {
    await renderApp(ROUTE_DELIVERIES);
    await expectNetworkPage('Routes', 'Route deliveries');
    expect(await screen.findByRole('heading', { level: 3, name: 'Route deliveries' })).toBeTruthy();
    expect(await screen.findByText('No deliveries yet')).toBeTruthy();
  });

  it('/networks/net-1/integrations/{configId}/deliveries is a webhook’s deliveries view under the Integrations tab', async () => {
    await renderApp('/networks/net-1/integrations/int-ops/deliveries');
    await expectNetworkPage('Integrations', 'Integration deliveries');
    expect(await screen.findByRole('heading', { level: 3, name: 'Deliveries of Ops webhook' })).toBeTruthy();
  });

  it('switching tabs from an integration page keeps only the account in the query', async () => {
    await renderApp('/networks/net-1/integrations/edit/int-ops?account=acme&x=1');
    await expectNetworkPage('Integrations', 'Edit integration');
    fireEvent.click(screen.getByRole('tab', { name: 'Routes' }));
    await expectNetworkPage('Routes');
    expect(location()).toBe('/networks/net-1/routes?account=acme');
  });

  it('Configure on the Integrations tab opens the edit page, and Cancel leads back', async () => {
    await renderApp('/networks/net-1/integrations?account=acme');
    await expectNetworkPage('Integrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Configure' }));
    await expectNetworkPage('Integrations', 'Edit integration');
    expect(location()).toBe('/networks/net-1/integrations/edit/int-ops?account=acme');
    expect(await screen.findByRole('heading', { level: 3, name: 'Configure Ops webhook' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/networks/net-1/integrations?account=acme'));
    await expectNetworkPage('Integrations');
  });

  it.each([
    '/networks/net-1/nope',
    '/networks/net-1/stats/more',
    '/networks/net-1/integrations/nope',
    '/networks/net-1/integrations/add',
    '/networks/net-1/integrations/edit/int-ops/more',
    '/networks/net-1/routes/nope',
    `${ROUTE_DELIVERIES}/more`,
  ])('%s (an unknown tab) renders the not-found page without loading the network', async (url) => {
    const { requests } = await renderApp(url);
    expect(await screen.findByText('Resource not found in this account')).toBeTruthy();
    expect(location()).toBe('/404');
    await waitFor(() => expect(document.title).toBe('Beacon Console | Not found'));
    expect(requests).toEqual([]);
  });
});
