import type { AccountLevel } from '@beacon/shared/contract';
import { renderRouteWithoutMotion, type FakePlatform } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Hotspot } from '../../components/hotspotsApi.ts';
import type { HotspotAlert } from './api.ts';
import App from '../../App.tsx';
import { keyedPlatform, NORTH_GROUP, testAccount, testGroup } from '../../testSupport.ts';

const GROUP = '/v1/accounts/acme/hotspot-groups/grp-1';
const UNGROUPED = testGroup({ group_id: 'ungrouped', name: 'Ungrouped' });
const hotspot = (n: number): Hotspot => ({
  hotspot_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  alias: `Depot ${n}`,
  group_id: 'grp-1',
  status: n % 2 ? 'online' : 'offline',
  cellular_signal: 80,
  last_seen: 1_700_000_000,
});
const ALERTS: HotspotAlert[] = [
  {
    alert_id: 'al-2',
    group_id: 'grp-1',
    hotspot_id: hotspot(1).hotspot_id,
    alias: 'Depot 1',
    status: 'offline',
    changed_at: 1_700_000_100,
    created: 1_700_000_160,
    target_type: 'webhook',
    target_value: 'https://hooks.example.com/north',
    delivered: false,
    attempts: 3,
    error: 'connect ECONNREFUSED',
  },
  {
    alert_id: 'al-1',
    group_id: 'grp-1',
    hotspot_id: hotspot(2).hotspot_id,
    status: 'online',
    changed_at: 1_700_000_000,
    created: 1_700_000_060,
    target_type: 'webhook',
    target_value: 'https://hooks.example.com/north',
    delivered: true,
    attempts: 1,
  },
];

function server(overrides: Record<string, FakePlatform> = {}): FakePlatform {
  return keyedPlatform(overrides, (key, request) => {
    const [, query = ''] = request.path.split('?');
    if (key === `GET ${GROUP}`) return { status: 200, body: NORTH_GROUP };
    if (key === 'GET /v1/accounts/acme/hotspot-groups/ungrouped') return { status: 200, body: UNGROUPED };
    if (key === `GET ${GROUP}/hotspots`) {
      const second = new URLSearchParams(query).get('cursor') === 'c50';
      return {
        status: 200,
        body: second
          ? { hotspots: [hotspot(51)], cursor: null }
          : { hotspots: [hotspot(1), hotspot(2)], cursor: 'c50' },
      };
    }
    if (key.endsWith('/hotspots') && key.startsWith('GET'))
      return { status: 200, body: { hotspots: [], cursor: null } };
    if (key === `GET ${GROUP}/alerts`) return { status: 200, body: { alerts: ALERTS } };
    if (key.endsWith('/alerts')) return { status: 200, body: { alerts: [] } };
    if (key === 'GET /v1/accounts/acme/hotspot-groups') return { status: 200, body: { hotspot_groups: [UNGROUPED] } };
    return { status: 404, body: { message: `no ${key}` } };
  });
}

function renderPage({
  platform = server(),
  level = 0,
  url = '/hotspots/groups/grp-1',
}: { platform?: FakePlatform; level?: AccountLevel; url?: string } = {}) {
  return renderRouteWithoutMotion(
    <>
      <App basePath="/hotspots/*" />
    </>,
    { url, path: '/hotspots/*', platform, account: testAccount(level) },
  );
}

const SLOW_MS = 15_000;

/** A button of the page, not of a (closing) dialog. */
function pageButton(name: RegExp): HTMLElement {
  const button = screen.getAllByRole('button', { name }).find((b) => !b.closest('[role="dialog"]'));
  if (!button) throw new Error(`no page button ${String(name)}`);
  return button;
}

async function confirmDialog(title: string): Promise<HTMLElement> {
  const headings = await screen.findAllByText(title, { selector: '.ant-modal-confirm-title' });
  const dialog = headings[headings.length - 1]?.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog ${title}`);
  return dialog;
}

describe('<GroupDetailPage />', () => {
  it('shows the settings, the hotspots, the dashboard link and the last alerts with their delivery', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'North' })).toBeTruthy();
    expect(screen.getByText('Depots in the north')).toBeTruthy();
    expect(screen.getAllByText('https://hooks.example.com/north').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'View on dashboard' }).getAttribute('href')).toBe(
      '/hotspots/dashboard?group_id=grp-1',
    );
    // Looked up by selector: a table is drawn anew once it has rows (it scrolls sideways then).
    const depot = await screen.findByText('Depot 1', { selector: 'table[aria-label="Hotspots in this group"] a' });
    expect(depot.getAttribute('href')).toBe(`/hotspots/${hotspot(1).hotspot_id}`);
    const failed = (await screen.findByText('Went offline')).closest('tr')!;
    expect(failed.closest('table')?.getAttribute('aria-label')).toBe('Last alerts');
    expect(failed.textContent).toContain('Not delivered');
    expect(failed.textContent).toContain('3 attempts · connect ECONNREFUSED');
    const delivered = screen.getByText('Came back online').closest('tr')!;
    expect(delivered.textContent).toContain('Delivered');
    expect(delivered.textContent).toContain('1 attempt');
  });

  it('pages the hotspots at the server’s cursor, Previous going back', async () => {
    const { requests } = await renderPage();
    // Looked up each time: the table is drawn anew once it has rows (it scrolls sideways then).
    const hotspotNamed = (alias: string) =>
      screen.findByText(alias, { selector: 'table[aria-label="Hotspots in this group"] a' });
    await hotspotNamed('Depot 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await hotspotNamed('Depot 51')).toBeTruthy();
    expect(requests.map((r) => r.path)).toContain(`${GROUP}/hotspots?pagesize=50&cursor=c50`);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await hotspotNamed('Depot 1')).toBeTruthy();
  });

  it(
    "shows the server's 400 message in the dialog (an alert webhook the platform refuses), keeping what was typed",
    async () => {
      const refused =
        'URL not allowed: 169.254.169.254 is a link-local address (169.254.0.0/16, fe80::/10), where cloud metadata services answer';
      await renderPage({
        platform: server({
          [`POST ${GROUP}`]: () => ({ status: 400, body: { message: refused, field: 'body.alert_target_value' } }),
        }),
      });
      await screen.findByRole('heading', { level: 2, name: 'North' });
      fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
      fireEvent.change(within(dialog).getByLabelText('Webhook URL'), {
        target: { value: 'http://169.254.169.254/latest' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Failed to update group')).toBeTruthy();
      expect(await within(dialog).findByText(refused)).toBeTruthy();
      expect(within(dialog).getByLabelText<HTMLInputElement>('Webhook URL').value).toBe(
        'http://169.254.169.254/latest',
      );
      // Typing again clears the server's message.
      fireEvent.change(within(dialog).getByLabelText('Webhook URL'), {
        target: { value: 'https://hooks.example.com/n' },
      });
      await waitFor(() => expect(within(dialog).queryByText(refused)).toBeNull());
    },
    SLOW_MS,
  );

  it(
    'edits the group: "Failed to update group" keeps the dialog, then "Group updated successfully"',
    async () => {
      let fail = true;
      const { requests } = await renderPage({
        platform: server({
          [`POST ${GROUP}`]: (request) =>
            fail
              ? { status: 500, body: { message: 'down' } }
              : { status: 200, body: { ...NORTH_GROUP, ...(request.body as object) } },
        }),
      });
      await screen.findByRole('heading', { level: 2, name: 'North' });
      fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
      expect(within(dialog).getByLabelText<HTMLInputElement>('Webhook URL').value).toBe(
        'https://hooks.example.com/north',
      );
      fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'North depots' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Failed to update group')).toBeTruthy();
      expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('North depots');
      fail = false;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Group updated successfully')).toBeTruthy();
      expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
        name: 'North depots',
        description: 'Depots in the north',
        alert_enabled: true,
        alert_target_type: 'webhook',
        alert_target_value: 'https://hooks.example.com/north',
      });
    },
    SLOW_MS,
  );

  it(
    'deletes after saying its hotspots move to Ungrouped: "Failed to delete group", then the toast and the groups',
    async () => {
      let fail = true;
      await renderPage({
        platform: server({ [`DELETE ${GROUP}`]: () => (fail ? { status: 500 } : { status: 204 }) }),
      });
      await screen.findByRole('heading', { level: 2, name: 'North' });
      fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
      let confirm = await confirmDialog('Delete the group North?');
      expect(confirm.textContent).toContain('Its hotspots move to Ungrouped.');
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Failed to delete group')).toBeTruthy();
      fail = false;
      fireEvent.click(pageButton(/Delete/));
      confirm = await confirmDialog('Delete the group North?');
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Group deleted successfully')).toBeTruthy();
      expect(await screen.findByRole('heading', { level: 2, name: 'Hotspot Groups' })).toBeTruthy();
    },
    SLOW_MS,
  );

  // admin-and-hotspots.md §6 gives hotspot pages no level rule (issue 30, item 1).
  it.each([30, 40] as const)('offers Edit and Delete to level %i', async (level) => {
    await renderPage({ level });
    await screen.findByRole('heading', { level: 2, name: 'North' });
    const buttons = [/Edit/, /Delete/].map((name) => screen.getByRole<HTMLButtonElement>('button', { name }));
    expect(buttons.map((button) => button.disabled)).toEqual([false, false]);
    expect(screen.queryByText('Insufficent permissions')).toBeNull();
  });

  it('offers no Delete for Ungrouped, says why, and says its alerts are off', async () => {
    await renderPage({ url: '/hotspots/groups/ungrouped' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ungrouped' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByText(/Ungrouped cannot be deleted/)).toBeTruthy();
    expect(screen.getByText('Alerts are off for this group')).toBeTruthy();
    expect(await screen.findByText('No alerts sent yet.')).toBeTruthy();
    expect(await screen.findByText('No hotspots in this group')).toBeTruthy();
  });

  it('says "Group not found" with a link back for an unknown group; another failure offers Retry', async () => {
    let status = 404;
    const platform = server({
      [`GET ${GROUP}`]: () =>
        status === 200
          ? { status, body: NORTH_GROUP }
          : { status, body: { message: status === 404 ? 'Group not found' : 'down' } },
    });
    const { unmount } = await renderPage({ platform });
    expect(await screen.findByRole('heading', { level: 2, name: 'Group not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the groups' }).getAttribute('href')).toBe('/hotspots/groups');
    unmount();
    status = 500;
    await renderPage({ platform });
    expect(await screen.findByRole('heading', { level: 2, name: 'Failed to fetch group' })).toBeTruthy();
    status = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'North' })).toBeTruthy();
  });
});
