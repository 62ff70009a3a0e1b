import type { Account, Network } from '@beacon/shared/contract';
import { renderRoute, type FakePlatform, type FakeResponse } from '@beacon/shared/testing';
import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NetworkSettings } from './NetworkSettings.tsx';

// antd under happy-dom is slow: room for a busy machine.
rstest.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

function account(user_level: Account['user_level']): Account {
  return {
    account_id: 'acme',
    name: 'Acme',
    user_level,
    models_enabled: false,
    global_forwarders_enabled: false,
    gw_enabled: false,
  };
}

const NETWORK: Network = {
  network_id: 'net-1',
  name: 'Warehouse',
  created: 1_700_000_000,
  last_updated: 1_700_000_000,
  device_count: 3,
  device_landing_page: 'https://example.com/devices/{device_id}',
  routes: [],
};

const PATH = '/v1/accounts/acme/networks/net-1';

/** Answers the update with the changed network (or `update`), the delete with 204 (or `remove`). */
function platform(answers: { update?: FakeResponse; remove?: FakeResponse } = {}): FakePlatform {
  return ({ method, path, body }) => {
    if (path !== PATH) return { status: 404, body: { message: 'Not found' } };
    if (method === 'POST') return answers.update ?? { status: 200, body: { ...NETWORK, ...(body as object) } };
    if (method === 'DELETE') return answers.remove ?? { status: 204 };
    return { status: 200, body: NETWORK };
  };
}

async function renderSettings(options: { level?: Account['user_level']; platform?: FakePlatform } = {}) {
  const onDeleted = rstest.fn();
  const result = await renderRoute(<NetworkSettings accountId="acme" network={NETWORK} onDeleted={onDeleted} />, {
    url: '/networks/net-1/settings',
    account: account(options.level ?? 0),
    platform: options.platform ?? platform(),
  });
  return { ...result, onDeleted };
}

const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const writes = (requests: { method: string }[]) => requests.filter((r) => r.method !== 'GET');

afterEach(cleanup);

describe('<NetworkSettings /> rename', () => {
  it('starts from the current name and requires a name ("Valid name required")', async () => {
    const { requests } = await renderSettings();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Warehouse');
    type('Name', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await within(card('Network name')).findByText('Valid name required')).toBeTruthy();
    type('Name', 'x'.repeat(31));
    expect(await within(card('Network name')).findByText('Valid name required')).toBeTruthy();
    expect(writes(requests)).toEqual([]);
  });

  it('sends the trimmed name and toasts "Network updated successfully"', async () => {
    const { requests } = await renderSettings();
    type('Name', '  Loading Dock ');
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Network updated successfully')).toBeTruthy();
    expect(writes(requests)).toEqual([{ method: 'POST', path: PATH, body: { name: 'Loading Dock' } }]);
  });

  it('keeps what was typed and toasts the server message when it refuses', async () => {
    const { notifications } = await renderSettings({
      platform: platform({ update: { status: 500, body: { message: 'Internal server error' } } }),
    });
    type('Name', 'Loading Dock');
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Error updating network: Internal server error')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Loading Dock');
    expect(screen.queryByText('Network updated successfully')).toBeNull();
    expect(notifications).toEqual([]);
  });
});

describe('<NetworkSettings /> device landing page', () => {
  it('starts from the current URL', async () => {
    await renderSettings();
    expect(screen.getByLabelText<HTMLInputElement>('Device landing page URL').value).toBe(
      'https://example.com/devices/{device_id}',
    );
  });

  it.each(['example.com/{device_id}', 'ftp://example.com/{device_id}', 'javascript:alert(1)'])(
    'refuses %s with "Valid URL required"',
    async (url) => {
      const { requests } = await renderSettings();
      type('Device landing page URL', url);
      fireEvent.click(screen.getByRole('button', { name: 'Save landing page' }));
      expect(await within(card('Device landing page')).findByText('Valid URL required')).toBeTruthy();
      expect(writes(requests)).toEqual([]);
    },
  );

  it('saves a URL with the {device_id} placeholder, with the current name', async () => {
    const { requests } = await renderSettings();
    type('Device landing page URL', ' https://tags.example.org/d?id={device_id} ');
    fireEvent.click(screen.getByRole('button', { name: 'Save landing page' }));
    expect(await screen.findByText('Network updated successfully')).toBeTruthy();
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        path: PATH,
        body: { name: 'Warehouse', device_landing_page: 'https://tags.example.org/d?id={device_id}' },
      },
    ]);
  });

  it('removes the landing page when emptied', async () => {
    const { requests } = await renderSettings();
    type('Device landing page URL', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save landing page' }));
    expect(await screen.findByText('Network updated successfully')).toBeTruthy();
    expect(writes(requests)).toEqual([
      { method: 'POST', path: PATH, body: { name: 'Warehouse', device_landing_page: '' } },
    ]);
  });

  it("shows the server's 400 message on the field and keeps the typed URL", async () => {
    await renderSettings({ platform: platform({ update: { status: 400, body: { message: 'Valid URL required' } } }) });
    type('Device landing page URL', 'https://example.com/{device_id}');
    fireEvent.click(screen.getByRole('button', { name: 'Save landing page' }));
    expect(await screen.findByText('Error updating network: Valid URL required')).toBeTruthy();
    expect(within(card('Device landing page')).getByText('Valid URL required')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Device landing page URL').value).toBe(
      'https://example.com/{device_id}',
    );
  });
});

describe('<NetworkSettings /> delete', () => {
  async function confirmDelete() {
    fireEvent.click(screen.getByRole('button', { name: 'Delete network' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete network Warehouse?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete network' }));
  }

  it('asks first; Cancel deletes nothing', async () => {
    const { requests, onDeleted } = await renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Delete network' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.className).toContain('leave'));
    expect(writes(requests)).toEqual([]);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation, toasts "Network deleted successfully" and leaves', async () => {
    const { requests, onDeleted } = await renderSettings();
    await confirmDelete();
    expect(await screen.findByText('Network deleted successfully')).toBeTruthy();
    expect(writes(requests)).toEqual([{ method: 'DELETE', path: PATH, body: undefined }]);
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('toasts "Error deleting network: …" and stays when the server refuses', async () => {
    const { onDeleted, notifications } = await renderSettings({
      platform: platform({ remove: { status: 500, body: { message: 'Internal server error' } } }),
    });
    await confirmDelete();
    expect(await screen.findByText('Error deleting network: Internal server error')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(notifications).toEqual([]);
  });
});

describe('<NetworkSettings /> by level', () => {
  it.each([30, 40] as const)('leaves every button enabled at level %i; the server decides', async (level) => {
    await renderSettings({
      level,
      platform: platform({ remove: { status: 403, body: { message: 'Insufficent permissions' } } }),
    });
    for (const name of ['Save name', 'Save landing page', 'Delete network']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(false);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Delete network' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete network' }));
    expect(await screen.findByText('Error deleting network: Insufficent permissions')).toBeTruthy();
  });
});
