import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { location, tableCells } from '../../testSupport.tsx';
import { DELIVERIES_PATH, delivery, platform, renderView } from './deliveriesTestSupport.tsx';
import { IntegrationDeliveriesPage } from './IntegrationDeliveriesPage.tsx';

/** The Ops webhook's route delivered once and was refused once by the outbound policy. */
const OPS_LOG = [
  delivery(0, {
    integration_config_id: 'int-ops',
    route_url: 'https://ops.test/events',
    event_type: 'network.device_spotted',
    status: null,
    ok: false,
    error_kind: 'blocked',
    error: 'Refused: the address is internal',
    response_excerpt: undefined,
    duration_ms: 3,
  }),
  delivery(1, {
    integration_config_id: 'int-ops',
    route_url: 'https://ops.test/events',
    event_type: 'network.device_spotted',
  }),
  delivery(2),
];

function renderPage(configId: string) {
  return renderView(<IntegrationDeliveriesPage networkId="net-1" configId={configId} />, {
    url: `/networks/net-1/integrations/${configId}/deliveries?account=acme`,
    fake: platform({}, OPS_LOG),
  });
}

describe('<IntegrationDeliveriesPage />', () => {
  it('shows the webhook’s name and destination and the attempts of its routes', async () => {
    const { requests } = await renderPage('int-ops');
    expect(await screen.findByRole('heading', { level: 3, name: 'Deliveries of Ops webhook' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Delivery attempts' });
    await within(table).findAllByText('network.device_spotted');
    expect(tableCells(table).map((cells) => cells.slice(2, 5))).toEqual([
      ['network.device_spotted', 'https://ops.test/events', 'BlockedRefused: the address is internal'],
      ['network.device_spotted', 'https://ops.test/events', '200'],
    ]);
    expect(requests.filter((r) => r.path.startsWith(DELIVERIES_PATH)).map((r) => r.path)).toEqual([
      `${DELIVERIES_PATH}?integration_config_id=int-ops`,
    ]);
  });

  it('says when the network has no such webhook integration, with the way back', async () => {
    await renderPage('int-gone');
    expect(await screen.findByText('Webhook integration not found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to integrations' }));
    await waitFor(() => expect(location()).toBe('/networks/net-1/integrations?account=acme'));
  });
});
