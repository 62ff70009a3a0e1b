import { accountsLoaded, selectSession, type SessionRootState } from '@beacon/shared';
import type { Account, Network } from '@beacon/shared/contract';
import { expectRecentItems, type FakePlatform, type FakeResponse } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import App from '../../App.tsx';
import { emptyTabs, location, renderWithLocation, testAccount, testNetwork } from '../../testSupport.tsx';

const NOW = Math.floor(Date.now() / 1000);

const ACME = testAccount();
const LABS = testAccount(0, { account_id: 'labs', name: 'Labs' });
const OTHER = testAccount(0, { account_id: 'other', name: 'Other Co' });

const WAREHOUSE = testNetwork({
  last_updated: NOW - 2 * 3600,
  device_count: 1200,
  device_landing_page: 'https://example.com/devices/{device_id}',
});
const LAB: Network = { ...WAREHOUSE, network_id: 'net-lab', name: 'Lab', device_count: 20 };

/** Networks by account; the tabs' own calls answer empty. */
function platform(networks: Record<string, Network[]>, getNetwork?: () => FakeResponse | undefined): FakePlatform {
  return (request) => {
    const { method, path } = request;
    const match = /^\/v1\/accounts\/([^/]+)\/networks\/([^/?]+)$/.exec(path);
    if (method === 'GET' && match) {
      const forced = getNetwork?.();
      if (forced) return forced;
      const found = networks[match[1] ?? '']?.find((n) => n.network_id === match[2]);
      return found ? { status: 200, body: found } : { status: 404, body: { message: 'Network not found' } };
    }
    return emptyTabs(request);
  };
}

/** The browser's Back button. */
function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Browser back</button>;
}

async function renderPage(url: string, fake: FakePlatform, accounts: Account[] = [ACME]) {
  // Mounted as the shell does, with a probe and Back outside the route (they stay when the page leaves).
  const result = await renderWithLocation(
    <>
      <Routes>
        <Route path="networks/*" element={<App basePath="/networks/*" />} />
      </Routes>
      <BackButton />
    </>,
    { url, path: '*', account: accounts[0], platform: fake },
  );
  // The session holds every account of the user (renderRoute selects the first).
  result.store.dispatch(accountsLoaded(accounts));
  return result;
}

describe('<NetworkPage />', () => {
  it('shows the header summary and the Register Device card, titled "Events · {name}"', async () => {
    const { requests } = await renderPage('/networks/net-1', platform({ acme: [WAREHOUSE] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Events · Warehouse' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Beacon Console | Events · Warehouse'));
    const summary = screen.getByText('Network ID').closest('.ant-card') as HTMLElement;
    expect(within(summary).getByText('Warehouse')).toBeTruthy();
    expect(within(summary).getByText('net-1')).toBeTruthy();
    expect(within(summary).getByText('1,200')).toBeTruthy();
    expect(within(summary).getByText('2 hours ago')).toBeTruthy();
    expect(within(summary).getByText('Created')).toBeTruthy();
    expect(screen.getByText('Register Device')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Scanner' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Manual Entry' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');
    expect(requests[0]).toEqual({ method: 'GET', path: '/v1/accounts/acme/networks/net-1', body: undefined });
  });

  it.each([
    ['/networks/net-1/stats', 'Statistics'],
    ['/networks/net-1/devices', 'Devices'],
    ['/networks/net-1/integrations', 'Integrations'],
    ['/networks/net-1/routes', 'Routes'],
    ['/networks/net-1/settings', 'Network Settings'],
  ])('%s is the %s tab with its own title', async (url, tab) => {
    await renderPage(url, platform({ acme: [WAREHOUSE] }));
    expect(await screen.findByRole('heading', { level: 2, name: `${tab} · Warehouse` })).toBeTruthy();
    expect(screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
  });

  it('gives every tab its URL and keeps only the account in the query', async () => {
    await renderPage('/networks/net-1?account=acme&device_id=x', platform({ acme: [WAREHOUSE] }));
    await screen.findByRole('heading', { level: 2, name: 'Events · Warehouse' });
    fireEvent.click(screen.getByRole('tab', { name: 'Network Settings' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Network Settings · Warehouse' })).toBeTruthy();
    expect(location()).toBe('/networks/net-1/settings?account=acme');
    fireEvent.click(screen.getByRole('tab', { name: 'Statistics' }));
    await waitFor(() => expect(location()).toBe('/networks/net-1/stats?account=acme'));
    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    await waitFor(() => expect(location()).toBe('/networks/net-1?account=acme'));
  });

  it('sends an unknown tab to /404 without loading the network', async () => {
    const { requests } = await renderPage('/networks/net-1/nope', platform({ acme: [WAREHOUSE] }));
    await waitFor(() => expect(location()).toBe('/404'));
    expect(requests).toEqual([]);
  });

  it('shows a skeleton while the network loads', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    await renderPage('/networks/net-1', () => new Promise<FakeResponse>((resolve) => (answer = resolve)));
    const loading = await screen.findByRole('status', { name: 'Loading network' });
    // The page's layout: the summary and Register Device cards (titles, no values), a tab bar, a tab.
    expect(within(loading).getByText('Network')).toBeTruthy();
    expect(within(loading).getByText('Registered devices')).toBeTruthy();
    expect(within(loading).getByText('Register Device')).toBeTruthy();
    expect(within(loading).queryByRole('tab')).toBeNull();
    answer({ status: 200, body: WAREHOUSE });
    expect(await screen.findByRole('heading', { level: 2, name: 'Events · Warehouse' })).toBeTruthy();
  });

  it('shows a failure with Retry, which loads again', async () => {
    let failing = true;
    const fake = platform({ acme: [WAREHOUSE] }, () =>
      failing ? { status: 500, body: { message: 'Internal server error' } } : undefined,
    );
    const { notifications } = await renderPage('/networks/net-1', fake);
    expect(await screen.findByText('The network could not be loaded')).toBeTruthy();
    expect(screen.getByText('Internal server error')).toBeTruthy();
    expect(notifications).toEqual([]);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Events · Warehouse' })).toBeTruthy();
  });

  it("switches to the user's account that has the network, with a warning naming it", async () => {
    const fake = platform({ acme: [WAREHOUSE], other: [], labs: [LAB] });
    const { store, requests } = await renderPage('/networks/net-lab/stats', fake, [ACME, OTHER, LABS]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Statistics · Lab' })).toBeTruthy();
    // The warning is a notification: it may render a moment after the page (a busy machine).
    expect(await screen.findByText('This network is in account Labs')).toBeTruthy();
    expect(await screen.findByText('The console switched to account Labs to open network Lab.')).toBeTruthy();
    expect(selectSession(store.getState() as SessionRootState).accountId).toBe('labs');
    expect(location()).toBe('/networks/net-lab/stats');
    const lookups = requests.filter((r) => r.path.endsWith('/networks/net-lab')).map((r) => r.path);
    expect(lookups.slice(0, 3)).toEqual([
      '/v1/accounts/acme/networks/net-lab',
      '/v1/accounts/other/networks/net-lab',
      '/v1/accounts/labs/networks/net-lab',
    ]);
  });

  it('follows the switch in an ?account= of the old account', async () => {
    const fake = platform({ acme: [], labs: [LAB] });
    const { store } = await renderPage('/networks/net-lab?account=acme', fake, [ACME, LABS]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Events · Lab' })).toBeTruthy();
    expect(selectSession(store.getState() as SessionRootState).accountId).toBe('labs');
    await waitFor(() => expect(location()).toBe('/networks/net-lab?account=labs'));
  });

  it('looks in the other accounts after a 403 too', async () => {
    const fake: FakePlatform = (request) =>
      request.path === '/v1/accounts/acme/networks/net-lab'
        ? { status: 403, body: { message: 'Not a member of this account' } }
        : platform({ labs: [LAB] })(request);
    await renderPage('/networks/net-lab', fake, [ACME, LABS]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Events · Lab' })).toBeTruthy();
  });

  it('says "Network not found in any accessible account" and goes to /404 when no account has it', async () => {
    const { store, requests } = await renderPage('/networks/missing', platform({ acme: [WAREHOUSE], labs: [LAB] }), [
      ACME,
      LABS,
    ]);
    expect(await screen.findByText('Network not found in any accessible account')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/404'));
    expect(selectSession(store.getState() as SessionRootState).accountId).toBe('acme');
    expect(requests.map((r) => r.path)).toEqual([
      '/v1/accounts/acme/networks/missing',
      '/v1/accounts/labs/networks/missing',
    ]);
  });

  it('after deleting the network, Back does not show it from the cache: it is not found', async () => {
    const networks = { acme: [WAREHOUSE] };
    const fake: FakePlatform = (request) => {
      if (request.method === 'DELETE' && request.path === '/v1/accounts/acme/networks/net-1') {
        networks.acme = [];
        return { status: 204, body: null };
      }
      return platform(networks)(request);
    };
    await renderPage('/networks/net-1/settings', fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'Network Settings · Warehouse' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete network' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete network Warehouse?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete network' }));
    await waitFor(() => expect(location()).toBe('/'));

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(location()).toBe('/networks/net-1/settings'));
    expect(screen.queryByRole('heading', { level: 2, name: 'Network Settings · Warehouse' })).toBeNull();
    expect(await screen.findByText('Network not found in any accessible account')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/404'));
    expect(screen.queryByRole('heading', { level: 2, name: 'Network Settings · Warehouse' })).toBeNull();
  });

  it('goes to /404 at once when the user has no other account', async () => {
    await renderPage('/networks/missing', platform({ acme: [WAREHOUSE] }));
    expect(await screen.findByText('Network not found in any accessible account')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/404'));
  });
});

describe("<NetworkPage /> ?register=1 (the palette's Register device in a network)", () => {
  const selected = (name: string) => screen.getByRole('tab', { name }).getAttribute('aria-selected');
  /** The Warehouse network's page at `url`, once its Events tab shows. */
  const openWarehouse = async (url: string) => {
    await renderPage(url, platform({ acme: [WAREHOUSE] }));
    await screen.findByRole('heading', { level: 2, name: 'Events · Warehouse' });
  };

  it('shows the Register Device card on Manual Entry with the Device ID field focused', async () => {
    await openWarehouse('/networks/net-1?register=1');
    expect(selected('Manual Entry')).toBe('true');
    expect(selected('Scanner')).toBe('false');
    const manualEntry = screen.getByRole('tabpanel', { name: 'Manual Entry' });
    await waitFor(() => expect(document.activeElement).toBe(within(manualEntry).getByLabelText('Device ID')));
  });

  it.each([
    {
      name: 'removes the switch when another tab of the card is chosen',
      url: '/networks/net-1?account=acme&register=1',
      tab: 'Scanner',
      landed: '/networks/net-1?account=acme',
      shown: 'Scanner',
    },
    {
      name: 'keeps Manual Entry when the page goes to another tab of the network (the switch is not carried)',
      url: '/networks/net-1?register=1',
      tab: 'Statistics',
      landed: '/networks/net-1/stats',
      shown: 'Manual Entry',
    },
  ])('$name', async ({ url, tab, landed, shown }) => {
    await openWarehouse(url);
    fireEvent.click(screen.getByRole('tab', { name: tab }));
    await waitFor(() => expect(location()).toBe(landed));
    expect(selected(shown)).toBe('true');
  });

  it('opens on Scanner without the switch, as before', async () => {
    await openWarehouse('/networks/net-1');
    expect(selected('Scanner')).toBe('true');
  });
});

describe('<NetworkPage /> recent items', () => {
  it('remembers the network it shows for the palette (per user and account)', async () => {
    window.localStorage.clear();
    await renderPage('/networks/net-1/stats', platform({ acme: [WAREHOUSE] }));
    await screen.findByRole('heading', { level: 2, name: 'Statistics · Warehouse' });
    await expectRecentItems([
      { kind: 'network', id: 'net-1', title: 'Warehouse', subtitle: 'net-1', context: null, href: '/networks/net-1' },
    ]);
  });
});
