import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failingUntilRecovered, location, rowWith, tableCells } from '../../testSupport.tsx';
import { IntegrationsTab } from './IntegrationsTab.tsx';
import { PATH, platform, renderPage, type RenderPageOptions } from './integrationsTestSupport.tsx';

async function renderTab(options: Omit<RenderPageOptions, 'url'> = {}) {
  const result = await renderPage(<IntegrationsTab networkId="net-1" />, {
    url: '/networks/net-1/integrations?account=acme',
    ...options,
  });
  await screen.findByText('Ops webhook');
  return result;
}

const tableOf = (name: string) => screen.getByRole('table', { name });

describe('<IntegrationsTab />', () => {
  it('lists data and platform service integrations: Name, Events, Destination, Actions', async () => {
    await renderTab();
    expect(tableCells(tableOf('Data integrations'), 3)).toEqual([
      ['Ops webhookWebhook', 'network.*', 'https://ops.test/events'],
      ['Event archiveAWS S3', '*', 's3://archive'],
    ]);
    expect(tableCells(tableOf('Platform service integrations'), 3)).toEqual([
      ['Beacon utilitiesBuilt-in utilitiesBuilt-in', 'device.request.global:beacon-util.*', 'Beacon platform'],
      ['Memfault diagnosticsMemfault', 'device.request.memfault.*', 'Memfault'],
    ]);
    expect(within(tableOf('Data integrations')).getByRole('link', { name: 'https://ops.test/events' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 's3://archive' })).toBeNull();
  });

  it('lists the built-in integration but it cannot be configured or removed', async () => {
    await renderTab();
    const row = rowWith(tableOf('Platform service integrations'), 'Beacon utilities');
    for (const name of ['Configure', 'Remove']) {
      expect(within(row).getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    fireEvent.pointerEnter(within(row).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Built in: it cannot be configured or removed')).toBeTruthy();
  });

  it.each([30, 40] as const)(
    'disables Add New Integration, Configure and Remove with "Insufficent permissions" at level %i',
    async (level) => {
      await renderTab({ level });
      const add = screen.getByRole('button', { name: 'Add New Integration' });
      const row = rowWith(tableOf('Data integrations'), 'Ops webhook');
      const buttons = [add, ...['Configure', 'Remove'].map((name) => within(row).getByRole('button', { name }))];
      for (const button of buttons) expect(button).toHaveProperty('disabled', true);
      fireEvent.pointerEnter(add);
      expect(await screen.findByText('Insufficent permissions')).toBeTruthy();
      fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('Configure opens the edit page, keeping the account', async () => {
    await renderTab();
    fireEvent.click(
      within(rowWith(tableOf('Data integrations'), 'Event archive')).getByRole('button', { name: 'Configure' }),
    );
    await waitFor(() => expect(location()).toBe('/networks/net-1/integrations/edit/int-s3?account=acme'));
  });

  it('removes after a confirmation: "Integration removed"', async () => {
    const { requests } = await renderTab();
    fireEvent.click(
      within(rowWith(tableOf('Data integrations'), 'Ops webhook')).getByRole('button', { name: 'Remove' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove the integration Ops webhook?' });
    expect(within(dialog).getByText(/Its routes are removed too/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
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
      within(rowWith(tableOf('Data integrations'), 'Event archive')).getByRole('button', { name: 'Remove' }),
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
    await waitFor(() => expect(location()).toBe('/networks/net-1/integrations/add/aws-sqs?account=acme'));
  });

  it('hides Tago on a production host name', async () => {
    await renderTab({ productionHostnames: [window.location.hostname] });
    fireEvent.click(screen.getByRole('button', { name: 'Add New Integration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Integration' });
    expect(within(dialog).getAllByRole('article')).toHaveLength(5);
    expect(within(dialog).queryByRole('article', { name: 'Tago' })).toBeNull();
  });

  it('shows a load failure with Retry', async () => {
    const { platform: failing, recover } = failingUntilRecovered(platform(), {
      status: 500,
      body: { message: 'Internal server error' },
    });
    await renderPage(<IntegrationsTab networkId="net-1" />, { url: '/networks/net-1/integrations', fake: failing });
    expect(await screen.findByText('The integrations could not be loaded')).toBeTruthy();
    recover();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ops webhook')).toBeTruthy();
  });
});
