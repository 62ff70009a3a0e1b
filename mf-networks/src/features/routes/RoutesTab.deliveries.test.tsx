import { routeKey } from '@beacon/shared';
import type { DeliveryHealth } from '@beacon/shared/contract';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deliveryHealth, location } from '../../testSupport.tsx';
import { platform, renderTab, ROUTES, row } from './routesTestSupport.tsx';

const [MESSAGES, CATCH_ALL, CONFIG] = ROUTES as [
  (typeof ROUTES)[number],
  (typeof ROUTES)[number],
  (typeof ROUTES)[number],
];

const health = (route: (typeof ROUTES)[number], extra: Partial<DeliveryHealth>) =>
  deliveryHealth({ route_key: routeKey(route), ...extra });

/** device.message.* mostly delivers, device.* has failed its last 5 attempts, the config route has none. */
const HEALTH = {
  routes: [
    health(MESSAGES, { total: 120, succeeded: 118, success_rate: 118 / 120 }),
    health(CATCH_ALL, { total: 12, succeeded: 0, success_rate: 0, failing: true }),
  ],
  integrations: [],
};

const healthy = () => ({ status: 200, body: HEALTH });

describe('<RoutesTab /> deliveries', () => {
  it('shows each route’s delivery health of the last 24 h: the rate, red when failing, grey without deliveries', async () => {
    const { requests } = await renderTab({ platform: platform({ health: healthy }) });
    const messages = await within(row('device.message.*')).findByRole('link', { name: '98% of 120 in 24 h' });
    const failing = within(row('device.*')).getByRole('link', { name: 'Failing · 0% of 12 in 24 h' });
    const none = within(row('device.request.config.*')).getByRole('link', { name: 'No deliveries' });
    expect(failing.querySelector('.ant-tag-red')).not.toBeNull();
    expect(messages.querySelector('.ant-tag-red')).toBeNull();
    expect(none.querySelector('.ant-tag-red, .ant-tag-green, .ant-tag-orange')).toBeNull();
    expect(failing.getAttribute('href')).toBe(`/networks/net-1/routes/${routeKey(CATCH_ALL)}/deliveries`);
    expect(none.getAttribute('href')).toBe(`/networks/net-1/routes/${routeKey(CONFIG)}/deliveries`);
    // One health call for the whole tab.
    expect(requests.filter((r) => r.path.endsWith('/delivery-health'))).toHaveLength(1);
  });

  it('opens a route’s deliveries view from its Deliveries action, for a member too, keeping the account', async () => {
    await renderTab({ level: 30, url: '/networks/net-1/routes?account=acme' });
    fireEvent.click(within(row('device.*')).getByRole('link', { name: 'Deliveries' }));
    await waitFor(() =>
      expect(location()).toBe(`/networks/net-1/routes/${routeKey(CATCH_ALL)}/deliveries?account=acme`),
    );
  });

  it('shows no health while it has not loaded, and the list still works when it fails', async () => {
    await renderTab({
      platform: platform({ health: () => ({ status: 500, body: { message: 'Internal server error' } }) }),
    });
    const links = within(row('device.*')).getAllByRole('link', { name: 'Deliveries' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/networks/net-1/routes/${routeKey(CATCH_ALL)}/deliveries`,
      `/networks/net-1/routes/${routeKey(CATCH_ALL)}/deliveries`,
    ]);
    expect(screen.queryByText(/in 24 h/)).toBeNull();
  });
});
