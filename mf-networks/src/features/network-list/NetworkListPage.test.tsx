import type { ConsoleConfig } from '@beacon/shared';
import type { Account, Network } from '@beacon/shared/contract';
import type { FakePlatform, FakeResponse } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import App from '../../App.tsx';
import {
  BOOM,
  failingUntilRecovered,
  locationSearch,
  NOT_FOUND,
  renderWithLocation,
  testAccount,
  testNetwork,
} from '../../testSupport.tsx';

const NOW = Math.floor(Date.now() / 1000);

function network(name: string, extra: Partial<Network> = {}): Network {
  return testNetwork({
    network_id: `id-${name.toLowerCase().replace(/\s+/g, '-')}`,
    name,
    created: NOW - 86_400,
    last_updated: NOW - 3 * 3600,
    ...extra,
  });
}

const WAREHOUSE = network('Warehouse', { device_count: 1200, last_updated: NOW - 3 * 3600 });
const OFFICE = network('Office', { device_count: 40, last_updated: NOW - 30 });

/** A platform holding `networks` for account `acme`; POST answers `createAnswer` or creates the network. */
function platform(networks: Network[], createAnswer?: FakeResponse): FakePlatform {
  return ({ method, path, body }) => {
    if (path !== '/v1/accounts/acme/networks') return NOT_FOUND;
    if (method === 'GET') return { status: 200, body: { networks } };
    if (createAnswer) return createAnswer;
    const created = network((body as { name: string }).name, { last_updated: NOW });
    networks.push(created);
    return { status: 201, body: created };
  };
}

/** Renders `/` through the remote's App (the page is a lazy chunk: the first render waits for it). */
async function renderList(options: {
  level?: Account['user_level'];
  networks?: Network[];
  url?: string;
  platform?: FakePlatform;
  config?: Partial<ConsoleConfig>;
}) {
  const networks = options.networks ?? [WAREHOUSE, OFFICE];
  const result = await renderWithLocation(<App basePath="/" />, {
    url: options.url ?? '/',
    path: '/',
    account: testAccount(options.level),
    platform: options.platform ?? platform(networks),
    config: options.config,
  });
  await screen.findByRole('heading', { name: 'Networks' }, { timeout: 5000 });
  return result;
}

async function openCreateModal() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create Network' }));
  return screen.findByRole('dialog', { name: 'Create Network' });
}

function typeName(dialog: HTMLElement, name: string) {
  fireEvent.change(within(dialog).getByLabelText('Network Name'), { target: { value: name } });
}

describe('<NetworkListPage />', () => {
  it('shows a card per network with its name, last update, ID and device count, and the total', async () => {
    const { requests } = await renderList({});
    const warehouse = await screen.findByRole('article', { name: 'Warehouse' });
    expect(within(warehouse).getByRole('link', { name: 'Warehouse' }).getAttribute('href')).toBe(
      '/networks/id-warehouse',
    );
    // Each detail a term and its value (one block of text: the card is the page's largest paint).
    const details = within(warehouse)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(details).toEqual([
      ['Last updated', '3 hours ago'],
      ['Network ID', 'id-warehouse'],
      ['Devices', '1,200'],
    ]);
    expect(within(warehouse).getAllByRole('definition')).toHaveLength(3);
    expect(within(warehouse).getByRole('button', { name: /copy/i })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Office' }).textContent).toContain('Just now');
    // Most recently updated first.
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Office',
      'Warehouse',
    ]);
    expect(screen.getByText('Total networks: 2')).toBeTruthy();
    expect(requests).toEqual([{ method: 'GET', path: '/v1/accounts/acme/networks', body: undefined }]);
  });

  it('shows skeleton cards while the networks load, and the developer resources only with the cards', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    await renderList({ platform: () => new Promise<FakeResponse>((resolve) => (answer = resolve)) });
    const loading = await screen.findByRole('status', { name: 'Loading networks' });
    expect(loading.querySelectorAll('.beacon-list-card')).toHaveLength(3);
    // Below the cards, it would move down as they come.
    expect(screen.queryByRole('region', { name: 'Developer resources' })).toBeNull();
    answer({ status: 200, body: { networks: [WAREHOUSE] } });
    expect(await screen.findByRole('article', { name: 'Warehouse' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading networks' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Developer resources' })).toBeTruthy();
  });

  it('shows the empty state with the Create Network button when there are no networks', async () => {
    await renderList({ networks: [] });
    expect(await screen.findByText('No networks yet. Create one to start registering devices.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Create Network' })).toHaveLength(1);
    expect(screen.queryByText(/Total networks/)).toBeNull();
  });

  it('toasts a load failure and shows it inline with Retry', async () => {
    const { platform: failing, recover } = failingUntilRecovered(platform([WAREHOUSE]), BOOM);
    const { notifications } = await renderList({ platform: failing });
    expect(await screen.findByText('Error loading networks: boom')).toBeTruthy();
    expect(screen.getByText('The networks could not be loaded')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Developer resources' })).toBeTruthy();
    // The spec's toast replaces the base query's generic "Unexpected error".
    expect(notifications).toEqual([]);
    recover();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Warehouse' })).toBeTruthy();
    expect(screen.queryByText('The networks could not be loaded')).toBeNull();
  });

  it('shows a page of cards from ?page= and keeps the page in the URL', async () => {
    const many = Array.from({ length: 26 }, (_, i) =>
      network(`Net ${String(i + 1).padStart(2, '0')}`, { last_updated: NOW - i * 60 }),
    );
    const { container } = await renderList({ networks: many, url: '/?page=2' });
    expect(await screen.findByText('Net 25')).toBeTruthy();
    expect(container.querySelectorAll('article')).toHaveLength(2);
    expect(screen.getByText('Total networks: 26')).toBeTruthy();
    fireEvent.click(screen.getByTitle('1'));
    expect(await screen.findByText('Net 01')).toBeTruthy();
    expect(container.querySelectorAll('article')).toHaveLength(24);
    expect(locationSearch()).toBe('');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(locationSearch()).toBe('?page=2'));
  });

  it('links the documentation and the API reference, http(s) only', async () => {
    await renderList({});
    const card = await screen.findByRole('region', { name: 'Developer resources' });
    expect(within(card).getByRole('link', { name: 'Documentation' }).getAttribute('href')).toBe('https://docs.test');
    expect(within(card).getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('http://api.test/docs');
  });

  it('leaves out a documentation link that is not http(s)', async () => {
    await renderList({
      config: { links: { documentation: 'javascript:alert(1)', support: '', scannerApp: '', hotspotAnalytics: '' } },
    });
    const card = await screen.findByRole('region', { name: 'Developer resources' });
    expect(within(card).queryByRole('link', { name: 'Documentation' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'API reference' })).toBeTruthy();
  });
});

describe('Create Network', () => {
  it('requires a name of 1 to 30 characters', async () => {
    const { requests } = await renderList({});
    const dialog = await openCreateModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Valid Network Name required')).toBeTruthy();
    typeName(dialog, 'x'.repeat(31));
    expect(await within(dialog).findByText('Valid Network Name required')).toBeTruthy();
    typeName(dialog, '   ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Valid Network Name required')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('creates the network with the trimmed name, toasts, closes and shows the new card', async () => {
    const { requests } = await renderList({});
    await screen.findByRole('article', { name: 'Warehouse' });
    const dialog = await openCreateModal();
    typeName(dialog, '  Loading Dock  ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Network created')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Loading Dock' })).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/v1/accounts/acme/networks', body: { name: 'Loading Dock' } },
    ]);
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2);
    // happy-dom runs no CSS animations: end the modal's closing animation by hand.
    // rc-motion ends the leave only on an animation end in its active step (not while it prepares).
    await waitFor(() => expect(dialog.className).toContain('leave-active'));
    fireEvent.animationEnd(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Network' })).toBeNull());
    expect(screen.getByText('Total networks: 3')).toBeTruthy();
    const reopened = await openCreateModal();
    expect(within(reopened).getByLabelText<HTMLInputElement>('Network Name').value).toBe('');
  });

  it('keeps the modal open with the typed name when the server fails', async () => {
    const { notifications } = await renderList({
      platform: platform([WAREHOUSE], {
        status: 500,
        body: { message: 'Internal server error', detail: 'Injected fault' },
      }),
    });
    const dialog = await openCreateModal();
    typeName(dialog, 'Loading Dock');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Error creating network: Injected fault')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Create Network' })).toBe(dialog);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Network Name').value).toBe('Loading Dock');
    expect(screen.queryByText('Network created')).toBeNull();
    expect(notifications).toEqual([]);
  });

  it("shows the server's 400 message on the field and in the toast", async () => {
    await renderList({
      platform: platform([WAREHOUSE], { status: 400, body: { message: 'Valid Network Name required' } }),
    });
    const dialog = await openCreateModal();
    typeName(dialog, 'Dock');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Error creating network: Valid Network Name required')).toBeTruthy();
    expect(await within(dialog).findByText('Valid Network Name required')).toBeTruthy();
  });

  it.each([30, 40] as const)('is disabled with "Insufficent permissions" at level %i', async (level) => {
    await renderList({ level });
    await screen.findByRole('article', { name: 'Warehouse' });
    const button = screen.getByRole('button', { name: 'Create Network' });
    expect(button.hasAttribute('disabled')).toBe(true);
    // React drops mouseenter on a disabled button; browsers still send pointer events (antd relies on them).
    fireEvent.pointerEnter(button);
    expect(await screen.findByText('Insufficent permissions')).toBeTruthy();
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([0, 20] as const)('is enabled at level %i', async (level) => {
    await renderList({ level });
    const button = await screen.findByRole('button', { name: 'Create Network' });
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});

describe("?create=1 (the palette's Create network)", () => {
  it('opens the Create Network dialog; closing it removes the switch and keeps the page', async () => {
    await renderList({ url: '/?page=1&create=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Create Network' }, { timeout: 5000 });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Network Name').value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(locationSearch()).toBe('?page=1'));
    // rc-motion ends the leave only on an animation end in its active step (not while it prepares).
    await waitFor(() => expect(dialog.className).toContain('leave-active'));
    fireEvent.animationEnd(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Network' })).toBeNull());
    // The button opens it again as before.
    expect(within(await openCreateModal()).getByLabelText('Network Name')).toBeTruthy();
  });

  it('creates the network and removes the switch when it closes', async () => {
    const { requests } = await renderList({ url: '/?create=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Create Network' }, { timeout: 5000 });
    typeName(dialog, 'Loading Dock');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Network created')).toBeTruthy();
    await waitFor(() => expect(locationSearch()).toBe(''));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it.each([30, 40] as const)('opens nothing at level %i, where the button is disabled', async (level) => {
    await renderList({ level, url: '/?create=1' });
    await screen.findByRole('article', { name: 'Warehouse' });
    // Long enough for the modal's chunk (already loaded by the tests above) to render, were it asked for.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Network' }).hasAttribute('disabled')).toBe(true);
  });
});
