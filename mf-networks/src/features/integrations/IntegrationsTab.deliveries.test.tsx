import type { DeliveryHealth } from '@beacon/shared/contract';
import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { deliveryHealth, rowWith } from '../../testSupport.tsx';
import { IntegrationsTab } from './IntegrationsTab.tsx';
import { HEALTH_PATH, platform, renderPage } from './integrationsTestSupport.tsx';

const health = (extra: Partial<DeliveryHealth>) => deliveryHealth({ integration_config_id: 'int-ops', ...extra });

async function renderTab(integrations: DeliveryHealth[]) {
  const result = await renderPage(<IntegrationsTab networkId="net-1" />, {
    url: '/networks/net-1/integrations?account=acme',
    fake: platform({ health: { status: 200, body: { routes: [], integrations } } }),
  });
  await screen.findByText('Ops webhook');
  return result;
}

const dataRow = (name: string) => rowWith(screen.getByRole('table', { name: 'Data integrations' }), name);

describe('<IntegrationsTab /> deliveries', () => {
  it('shows a webhook’s delivery health of the last 24 h, a link to its deliveries view; other types have none', async () => {
    const { requests } = await renderTab([health({ total: 50, succeeded: 49, success_rate: 0.98 })]);
    const badge = await within(dataRow('Ops webhook')).findByRole('link', { name: '98% of 50 in 24 h' });
    expect(badge.getAttribute('href')).toBe('/networks/net-1/integrations/int-ops/deliveries?account=acme');
    expect(badge.querySelector('.ant-tag-red')).toBeNull();
    expect(within(dataRow('Event archive')).queryByRole('link', { name: /deliver|in 24 h/i })).toBeNull();
    expect(requests.filter((r) => r.path === HEALTH_PATH)).toHaveLength(1);
  });

  it('is red when the last 5 attempts failed', async () => {
    await renderTab([health({ total: 7, succeeded: 2, success_rate: 2 / 7, failing: true })]);
    const failing = await within(dataRow('Ops webhook')).findByRole('link', { name: 'Failing · 28% of 7 in 24 h' });
    expect(failing.querySelector('.ant-tag-red')).not.toBeNull();
  });

  it('shows "No deliveries" for a webhook that has had none', async () => {
    await renderTab([]);
    const none = await within(dataRow('Ops webhook')).findByRole('link', { name: 'No deliveries' });
    expect(none.querySelector('.ant-tag-red, .ant-tag-green, .ant-tag-orange')).toBeNull();
  });
});
