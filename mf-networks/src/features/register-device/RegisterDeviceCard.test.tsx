import type { Device } from '@beacon/shared/contract';
import { renderRoute, type FakePlatform, type FakeResponse } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { location, NOT_FOUND, renderWithLocation, testAccount, testNetwork } from '../../testSupport.tsx';
import { RegisterDeviceCard } from './RegisterDeviceCard.tsx';

const ACME = testAccount(30);
const NETWORK = testNetwork({ name: 'Dock & Yard' });

const EXISTING = '00000000-0000-8000-8200-aaaaaaaaaaaa';
const NEW_ID = '00000000-0000-8000-8200-a1b2c3d4e5f6';

const device = (device_id: string): Device => ({ device_id, network_id: 'net-1', created: 1_700_000_000 });

interface Answers {
  scan?: FakeResponse;
  get?: FakeResponse;
  create?: FakeResponse;
}

/** Devices of account acme: EXISTING; scanner sessions answer scan-1. */
function platform(answers: Answers = {}): FakePlatform {
  return ({ method, path, body }) => {
    if (method === 'POST' && path === '/v1/accounts/acme/dscb')
      return answers.scan ?? { status: 201, body: { scan_id: 'scan-1' } };
    if (method === 'GET' && path.startsWith('/v1/accounts/acme/devices/')) {
      if (answers.get) return answers.get;
      const id = decodeURIComponent(path.split('/').pop() ?? '');
      return id === EXISTING
        ? { status: 200, body: device(id) }
        : { status: 404, body: { message: 'Device not found' } };
    }
    if (method === 'POST' && path === '/v1/accounts/acme/devices') {
      return answers.create ?? { status: 201, body: device((body as { device_id: string }).device_id) };
    }
    return NOT_FOUND;
  };
}

function renderCard(answers?: Answers) {
  return renderWithLocation(<RegisterDeviceCard accountId="acme" network={NETWORK} />, {
    url: '/networks/net-1',
    account: ACME,
    platform: platform(answers),
    config: { apiBaseUrl: 'http://api.test' },
  });
}

async function openManualEntry() {
  fireEvent.click(screen.getByRole('tab', { name: 'Manual Entry' }));
  return screen.findByLabelText('Device ID');
}

async function register(id: string) {
  const input = await openManualEntry();
  fireEvent.change(input, { target: { value: id } });
  fireEvent.click(screen.getByRole('button', { name: 'Register Device' }));
}

describe('<RegisterDeviceCard /> Scanner', () => {
  it('starts a scanner session and shows its callback link and QR code', async () => {
    const { requests } = await renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Start scanner session' }));
    const link = await screen.findByRole('link', { name: 'Open in the scanner app' });
    const expected =
      'http://api.test/v1/dscb/scan-1?network_id=net-1&network_name=Dock%20%26%20Yard&device_id={device_id}';
    expect(link.getAttribute('href')).toBe(expected);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(expected)).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code of the scanner link' });
    expect(qr.querySelector('svg')).toBeTruthy();
    expect(requests).toEqual([{ method: 'POST', path: '/v1/accounts/acme/dscb', body: { network_id: 'net-1' } }]);
    expect(screen.getByRole('button', { name: 'Start a new scanner session' })).toBeTruthy();
  });

  it('toasts "Error starting scanner session: …" when the session cannot start', async () => {
    const { notifications } = await renderCard({ scan: { status: 500, body: { message: 'Internal server error' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Start scanner session' }));
    expect(await screen.findByText('Error starting scanner session: Internal server error')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in the scanner app' })).toBeNull();
    expect(notifications).toEqual([]);
  });

  it('shows no link when the API address is not http(s)', async () => {
    await renderRoute(<RegisterDeviceCard accountId="acme" network={NETWORK} />, {
      url: '/',
      account: ACME,
      platform: platform(),
      config: { apiBaseUrl: 'javascript:alert(1)//' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start scanner session' }));
    expect(await screen.findByText('The scanner link cannot be built: the API address is not http(s)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in the scanner app' })).toBeNull();
  });
});

describe('<RegisterDeviceCard /> Manual Entry', () => {
  it('requires a device ID', async () => {
    const { requests } = await renderCard();
    await register('   ');
    expect(await screen.findByText('Valid Device ID required')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("refuses an ID over the platform's 200 characters before sending (the contract's rule)", async () => {
    const { requests } = await renderCard();
    await register('x'.repeat(201));
    expect(await screen.findByText('Valid Device ID required')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('registers a new device lowercased, toasts and opens it', async () => {
    const { requests } = await renderCard();
    await register(`  ${NEW_ID.toUpperCase()} `);
    expect(await screen.findByText('Device registered successfully')).toBeTruthy();
    expect(requests).toEqual([
      { method: 'GET', path: `/v1/accounts/acme/devices/${NEW_ID}`, body: undefined },
      { method: 'POST', path: '/v1/accounts/acme/devices', body: { device_id: NEW_ID, network_id: 'net-1' } },
    ]);
    await waitFor(() => expect(location()).toBe(`/devices/${NEW_ID}?account=acme`));
  });

  it('opens a device already in the account with "This device is already registered to your account"', async () => {
    const { requests } = await renderCard();
    await register(EXISTING.toUpperCase());
    expect(await screen.findByText('This device is already registered to your account')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await waitFor(() => expect(location()).toBe(`/devices/${EXISTING}?account=acme`));
  });

  it('toasts "Error while adding device {detail}" and keeps the typed ID when the create fails', async () => {
    const { notifications } = await renderCard({
      create: { status: 409, body: { message: 'This device is registered to another account' } },
    });
    await register(NEW_ID);
    expect(
      await screen.findByText('Error while adding device This device is registered to another account'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Device ID').value).toBe(NEW_ID);
    expect(location()).toBe('/networks/net-1');
    expect(notifications).toEqual([]);
  });

  it('toasts the failure of the existing-device check and creates nothing', async () => {
    const { requests } = await renderCard({ get: { status: 500, body: { message: 'Internal server error' } } });
    await register(NEW_ID);
    expect(await screen.findByText('Error while adding device Internal server error')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("shows the server's 400 message on the field", async () => {
    await renderCard({ create: { status: 400, body: { message: 'Valid Device ID required' } } });
    await register('not-a-device-id');
    const field = (await screen.findByLabelText('Device ID')).closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('Valid Device ID required')).toBeTruthy();
    expect(screen.getByText('Error while adding device Valid Device ID required')).toBeTruthy();
  });
});
