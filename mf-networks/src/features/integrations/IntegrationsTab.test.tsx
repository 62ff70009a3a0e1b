import { renderRoute, type FakePlatform } from '@beacon/shared/testing';
import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IntegrationsTab } from './IntegrationsTab.tsx';
import { account, LocationProbe, PATH, platform, UnderNetworks } from './testSupport.tsx';

// antd under happy-dom is slow: room for a busy machine.
rstest.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

async function renderTab(options: { fake?: FakePlatform; productionHostnames?: string[] } = {}) {
  const result = await renderRoute(
    <UnderNetworks>
      <IntegrationsTab networkId="net-1" />
      <LocationProbe />
    </UnderNetworks>,
    {
      url: '/networks/net-1/integrations?account=acme',
      account: account(0),
      platform: options.fake ?? platform(),
      config: { productionHostnames: options.productionHostnames ?? [] },
    },
  );
  await screen.findByText('Ops webhook');
  return result;
}

const tableOf = (name: string) => screen.getByRole('table', { name });
const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name)) as HTMLElement;
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    );

afterEach(cleanup);

describe('<IntegrationsTab />', () => {
  it('lists data and platform service integrations: Name, Events, Destination, Actions', async () => {
    await renderTab();
    expect(cellsOf(tableOf('Data integrations'))).toEqual([
      ['Ops webhookWebhook', 'network.*', 'https://ops.test/events'],
      ['Event archiveAWS S3', '*', 's3://archive'],
    ]);
    expect(cellsOf(tableOf('Platform service integrations'))).toEqual([
      ['Beacon utilitiesBuilt-in utilitiesBuilt-in', 'device.request.global:beacon-util.*', 'Beacon platform'],
      ['Memfault diagnosticsMemfault', 'device.request.memfault.*', 'Memfault'],
    ]);
    expect(within(tableOf('Data integrations')).getByRole('link', { name: 'https://ops.test/events' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 's3://archive' })).toBeNull();
  });

  it('lists the built-in integration but it cannot be configured or removed', async () => {
    await renderTab();
    const row = rowOf(tableOf('Platform service integrations'), 'Beacon utilities');
    for (const name of ['Configure', 'Remove']) {
      expect(within(row).getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    fireEvent.pointerEnter(within(row).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Built in: it cannot be configured or removed')).toBeTruthy();
  });

  it('Configure opens the edit page, keeping the account', async () => {
    await renderTab();
    fireEvent.click(
      within(rowOf(tableOf('Data integrations'), 'Event archive')).getByRole('button', { name: 'Configure' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('location').textContent).toBe(
        '/networks/net-1/integrations/edit/int-s3?account=acme',
      ),
    );
  });

  it('removes after a confirmation: "Integration removed"', async () => {
    const { requests } = await renderTab();
    fireEvent.click(within(rowOf(tableOf('Data integrations'), 'Ops webhook')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the integration Ops webhook?' });
    expect(within(dialog).getByText(/Its routes are removed too/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Integration removed')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `${PATH}/int-ops`, body: undefined },
    ]);
  });

  it('toasts "Error removing integration: …" when the server refuses', async () => {
    const { notifications } = await renderTab({
      fake: platform({ write: () => ({ status: 500, body: { message: 'Internal server error' } }) }),
    });
    fireEvent.click(
      within(rowOf(tableOf('Data integrations'), 'Event archive')).getByRole('button', { name: 'Remove' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error removing integration: Internal server error')).toBeTruthy();
    expect(screen.queryByText('Integration removed')).toBeNull();
    expect(notifications).toEqual([]);
  });

  it('offers one card per type in Add New Integration; a card opens its add page', async () => {
    await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Integration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Integration' });
    expect(
      within(dialog)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Webhook', 'Memfault', 'AWS S3', 'AWS EventBridge', 'AWS SQS', 'Tago']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add AWS SQS' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location').textContent).toBe(
        '/networks/net-1/integrations/add/aws-sqs?account=acme',
      ),
    );
  });

  it('hides Tago on a production host name', async () => {
    await renderTab({ productionHostnames: [window.location.hostname] });
    fireEvent.click(screen.getByRole('button', { name: 'Add New Integration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Integration' });
    expect(within(dialog).getAllByRole('article')).toHaveLength(5);
    expect(within(dialog).queryByRole('article', { name: 'Tago' })).toBeNull();
  });

  it('shows a load failure with Retry', async () => {
    let fail = true;
    await renderRoute(
      <UnderNetworks>
        <IntegrationsTab networkId="net-1" />
      </UnderNetworks>,
      {
        url: '/networks/net-1/integrations',
        account: account(0),
        platform: (request) =>
          fail ? { status: 500, body: { message: 'Internal server error' } } : platform()(request),
      },
    );
    expect(await screen.findByText('The integrations could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ops webhook')).toBeTruthy();
  });
});
