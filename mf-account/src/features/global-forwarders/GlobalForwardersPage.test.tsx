import type { Account, GlobalForwarder } from '@beacon/shared/contract';
import type { FakePlatform } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogTitled, FORWARDING_ACCOUNT, renderAccountPage } from '../../testSupport.tsx';
import { GlobalForwardersPage } from './GlobalForwardersPage.tsx';

const GF = '/v1/accounts/acme/global-forwarders';
const FLEET: GlobalForwarder = {
  namespace: 'global:fleet',
  domain: 'acme',
  device_filter: '*',
  destination_network: 'net-1',
  internal_only: false,
};

function server(overrides: Record<string, FakePlatform> = {}): FakePlatform {
  return (request) => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    const override = overrides[key];
    if (override) return override(request);
    if (key === `GET ${GF}`) return { status: 200, body: { records: [FLEET] } };
    if (key === 'GET /v1/accounts/acme/networks') {
      return {
        status: 200,
        body: {
          networks: [
            { network_id: 'net-1', name: 'Warehouse', created: 1, last_updated: 1, device_count: 0 },
            { network_id: 'net-2', name: 'Office', created: 1, last_updated: 1, device_count: 0 },
          ],
        },
      };
    }
    if (key === `POST ${GF}`) return { status: 201, body: { ...FLEET, ...(request.body as object) } };
    if (key === `DELETE ${GF}`) return { status: 204 };
    return { status: 404, body: { message: `no ${key}` } };
  };
}

async function renderPage(platform: FakePlatform = server(), account: Account = FORWARDING_ACCOUNT) {
  return renderAccountPage(<GlobalForwardersPage />, { url: '/global_forwarders', platform, account });
}

async function openCreate() {
  await screen.findByText('global:fleet');
  fireEvent.click(screen.getByRole('button', { name: /Create Global Forwarder/ }));
  return dialogTitled('Create Global Forwarder');
}

const SLOW_MS = 15_000;

describe('<GlobalForwardersPage />', () => {
  it('is the not-found page for an account without the feature, and calls nothing', async () => {
    const { requests } = await renderPage(server(), { ...FORWARDING_ACCOUNT, global_forwarders_enabled: false });
    expect(await screen.findByText('Resource not found in this account')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('lists namespace, domain, device filter and destination (the network by name)', async () => {
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Global Forwarders' });
    for (const header of ['Namespace', 'Domain', 'Device filter', 'Destination']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const row = (await within(table).findByText('global:fleet')).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('Warehouse'));
    expect(row.textContent).toContain('acme');
    expect(row.textContent).toContain('* (all devices)');
  });

  it(
    'checks the form: namespace begins with global:, is at most 100 characters and is not taken, device filter is one id or *, a destination is chosen',
    async () => {
      const { requests } = await renderPage();
      const dialog = await openCreate();
      const type = (label: string, value: string) =>
        fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
      const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

      type('Namespace', 'fleet');
      submit();
      expect(await within(dialog).findByText("Namespace must begin with 'global:'")).toBeTruthy();
      expect(await within(dialog).findByText('This field is required')).toBeTruthy(); // destination
      type('Namespace', `global:${'n'.repeat(94)}`);
      expect(await within(dialog).findByText('At most 100 characters')).toBeTruthy();
      type('Namespace', 'global:<script>');
      expect(await within(dialog).findByText("After 'global:' use only letters, digits, _, - and :")).toBeTruthy();
      type('Namespace', 'global:fleet');
      expect(await within(dialog).findByText('This namespace is already in use')).toBeTruthy();
      type('Device filter', 'aa bb');
      expect(await within(dialog).findByText('Enter one device id, or * for all')).toBeTruthy();
      type('Device filter', 'dev-*');
      expect(await within(dialog).findByText('Enter one device id, or * for all')).toBeTruthy();
      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    },
    SLOW_MS,
  );

  it(
    'creates with the chosen network and the internal-only flag, and toasts the spec’s failure text',
    async () => {
      let fail = true;
      const platform = server({
        [`POST ${GF}`]: (request) =>
          fail
            ? { status: 409, body: { message: 'Namespace global:alerts is taken' } }
            : { status: 201, body: request.body },
      });
      const { requests } = await renderPage(platform);
      const dialog = await openCreate();
      fireEvent.change(within(dialog).getByLabelText('Namespace'), { target: { value: ' global:alerts ' } });
      fireEvent.change(within(dialog).getByLabelText('Device filter'), { target: { value: 'AA:BB:CC:DD:EE:FF' } });
      fireEvent.mouseDown(within(dialog).getByLabelText('Destination network'));
      fireEvent.click(await screen.findByText('Office (net-2)'));
      fireEvent.click(within(dialog).getByLabelText('Internal only'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Error creating Global Forwarder: Namespace global:alerts is taken')).toBeTruthy();
      expect(requests.filter((r) => r.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: GF,
          body: {
            namespace: 'global:alerts',
            device_filter: '00000000-0000-8000-8200-aabbccddeeff',
            destination_network: 'net-2',
            internal_only: true,
          },
        },
      ]);
      fail = false;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Global Forwarder created')).toBeTruthy();
    },
    SLOW_MS,
  );

  it('deletes with namespace, device_filter and domain in the query; a failure says "Error deleting Global Forwarder: {message}"', async () => {
    let fail = true;
    const platform = server({
      [`DELETE ${GF}`]: () => (fail ? { status: 500, body: { message: 'Forwarder store down' } } : { status: 204 }),
    });
    const { requests } = await renderPage(platform);
    await screen.findByText('global:fleet');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await dialogTitled('Delete the Global Forwarder global:fleet?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting Global Forwarder: Forwarder store down')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `${GF}?namespace=global%3Afleet&device_filter=*&domain=acme`,
    ]);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await dialogTitled('Delete the Global Forwarder global:fleet?');
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Global Forwarder deleted')).toBeTruthy();
  });

  it.each([30, 40] as const)('disables Create and Delete with "Insufficent permissions" at level %i', async (level) => {
    await renderPage(server(), { ...FORWARDING_ACCOUNT, user_level: level });
    await screen.findByText('global:fleet');
    const buttons = [/Create Global Forwarder/, 'Delete'].map((name) => screen.getByRole('button', { name }));
    for (const button of buttons) expect(button).toHaveProperty('disabled', true);
    fireEvent.pointerEnter(buttons[1]!);
    expect(await screen.findByText('Insufficent permissions')).toBeTruthy();
  });

  it('enables Create and Delete for an admin (level 20)', async () => {
    await renderPage(server(), { ...FORWARDING_ACCOUNT, user_level: 20 });
    await screen.findByText('global:fleet');
    for (const name of [/Create Global Forwarder/, 'Delete']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', false);
    }
  });

  it('shows an empty list', async () => {
    await renderPage(server({ [`GET ${GF}`]: () => ({ status: 200, body: { records: [] } }) }));
    expect(await screen.findByText('No Global Forwarders yet')).toBeTruthy();
  });

  it('shows a load failure', async () => {
    await renderPage(server({ [`GET ${GF}`]: () => ({ status: 403, body: { message: 'Feature not enabled' } }) }));
    expect(await screen.findByText('The Global Forwarders could not be loaded')).toBeTruthy();
    expect(await screen.findByText('Error loading Global Forwarders: Feature not enabled')).toBeTruthy();
  });
});
