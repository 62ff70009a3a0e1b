import type { Account } from '@beacon/shared/contract';
import { renderRoute, type FakePlatform, type FakeRequest, type FakeResponse } from '@beacon/shared/testing';
import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill, NOT_FOUND, testAccount, testNetwork, writes } from '../../testSupport.tsx';
import { NetworkSettings } from './NetworkSettings.tsx';

const NETWORK = testNetwork({ device_count: 3, device_landing_page: 'https://example.com/devices/{device_id}' });

const PATH = '/v1/accounts/acme/networks/net-1';

/** Answers the update with the changed network (or `update`), the delete with 204 (or `remove`). */
function platform(answers: { update?: FakeResponse; remove?: FakeResponse } = {}): FakePlatform {
  return ({ method, path, body }) => {
    if (path !== PATH) return NOT_FOUND;
    if (method === 'POST') return answers.update ?? { status: 200, body: { ...NETWORK, ...(body as object) } };
    if (method === 'DELETE') return answers.remove ?? { status: 204 };
    return { status: 200, body: NETWORK };
  };
}

async function renderSettings(options: { level?: Account['user_level']; platform?: FakePlatform } = {}) {
  const onDeleted = rstest.fn();
  const result = await renderRoute(<NetworkSettings accountId="acme" network={NETWORK} onDeleted={onDeleted} />, {
    url: '/networks/net-1/settings',
    account: testAccount(options.level),
    platform: options.platform ?? platform(),
  });
  return { ...result, onDeleted };
}

/** Types `value` into the field labelled `label` and presses `button`. */
function submit(label: string, value: string, button: string) {
  fill(label, value);
  fireEvent.click(screen.getByRole('button', { name: button }));
}

/** "Network updated successfully", after the one write: the update with `body`. */
async function expectUpdated(requests: FakeRequest[], body: unknown) {
  expect(await screen.findByText('Network updated successfully')).toBeTruthy();
  expect(writes(requests)).toEqual([{ method: 'POST', path: PATH, body }]);
}

const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('<NetworkSettings /> rename', () => {
  it('starts from the current name and requires a name ("Valid name required")', async () => {
    const { requests } = await renderSettings();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Warehouse');
    submit('Name', '   ', 'Save name');
    expect(await within(card('Network name')).findByText('Valid name required')).toBeTruthy();
    fill('Name', 'x'.repeat(31));
    expect(await within(card('Network name')).findByText('Valid name required')).toBeTruthy();
    expect(writes(requests)).toEqual([]);
  });

  it('sends the trimmed name and toasts "Network updated successfully"', async () => {
    const { requests } = await renderSettings();
    submit('Name', '  Loading Dock ', 'Save name');
    await expectUpdated(requests, { name: 'Loading Dock' });
  });

  it('keeps what was typed and toasts the server message when it refuses', async () => {
    const { notifications } = await renderSettings({
      platform: platform({ update: { status: 500, body: { message: 'Internal server error' } } }),
    });
    submit('Name', 'Loading Dock', 'Save name');
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
      submit('Device landing page URL', url, 'Save landing page');
      expect(await within(card('Device landing page')).findByText('Valid URL required')).toBeTruthy();
      expect(writes(requests)).toEqual([]);
    },
  );

  it('saves a URL with the {device_id} placeholder, with the current name', async () => {
    const { requests } = await renderSettings();
    submit('Device landing page URL', ' https://tags.example.org/d?id={device_id} ', 'Save landing page');
    await expectUpdated(requests, {
      name: 'Warehouse',
      device_landing_page: 'https://tags.example.org/d?id={device_id}',
    });
  });

  it('removes the landing page when emptied', async () => {
    const { requests } = await renderSettings();
    submit('Device landing page URL', '', 'Save landing page');
    await expectUpdated(requests, { name: 'Warehouse', device_landing_page: '' });
  });

  it("shows the server's 400 message on the field and keeps the typed URL", async () => {
    await renderSettings({ platform: platform({ update: { status: 400, body: { message: 'Valid URL required' } } }) });
    submit('Device landing page URL', 'https://example.com/{device_id}', 'Save landing page');
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

  it('asks first with Cancel focused; Cancel deletes nothing', async () => {
    const { requests, onDeleted } = await renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Delete network' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // rc-motion ends the leave only on an animation end in its active step (not while it prepares).
    await waitFor(() => expect(dialog.className).toContain('leave-active'));
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

describe('<NetworkSettings /> concurrent changes', () => {
  const CHANGED = 'The network was changed by someone else; reload and try again.';

  afterEach(() => {
    rstest.restoreAllMocks();
  });

  /**
   * Versions the network as the platform does (ETag on every answer; a POST whose If-Match is not the
   * current revision gets 409), recording each POST's If-Match; the fake platform's requests carry no
   * headers, so `fetch` is spied on. `changeElsewhere()` is another user's rename meanwhile.
   */
  function versionedPlatform() {
    let revision = 7;
    const sentIfMatch: (string | null)[] = [];
    const fetchSpy = rstest.spyOn(globalThis, 'fetch');
    const answer: FakePlatform = ({ method, path, body }) => {
      if (path !== PATH) return NOT_FOUND;
      const etag = `"${revision}"`;
      if (method === 'GET') return { status: 200, body: NETWORK, headers: { ETag: etag } };
      const ifMatch = new Headers(fetchSpy.mock.lastCall?.[1]?.headers).get('If-Match');
      sentIfMatch.push(ifMatch);
      if (ifMatch !== etag) return { status: 409, body: { message: CHANGED } };
      revision += 1;
      return { status: 200, body: { ...NETWORK, ...(body as object) }, headers: { ETag: `"${revision}"` } };
    };
    return { answer, sentIfMatch, changeElsewhere: () => (revision += 1) };
  }

  it('sends the revision it read as If-Match', async () => {
    const versioned = versionedPlatform();
    const { requests } = await renderSettings({ platform: versioned.answer });
    await waitFor(() => expect(requests.some((r) => r.method === 'GET' && r.path === PATH)).toBe(true));
    submit('Name', 'Loading Dock', 'Save name');
    await expectUpdated(requests, { name: 'Loading Dock' });
    expect(versioned.sentIfMatch).toEqual(['"7"']);
  });

  it('keeps what was typed when someone else changed the network (409), and saves once read again', async () => {
    const versioned = versionedPlatform();
    const { requests } = await renderSettings({ platform: versioned.answer });
    await waitFor(() => expect(requests.some((r) => r.method === 'GET' && r.path === PATH)).toBe(true));
    versioned.changeElsewhere();
    submit('Name', 'Loading Dock', 'Save name');
    expect(await screen.findByText(`Error updating network: ${CHANGED}`)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Loading Dock');
    // The network is read again, so the next save is made from the current revision.
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.path === PATH)).toHaveLength(2));
    // The button is busy until then (its loading icon's exit motion stays in the name under happy-dom).
    const saveButton = await screen.findByRole('button', { name: /Save name/ });
    await waitFor(() => expect(saveButton.classList.contains('ant-btn-loading')).toBe(false));
    fireEvent.click(saveButton);
    expect(await screen.findByText('Network updated successfully')).toBeTruthy();
    expect(versioned.sentIfMatch).toEqual(['"7"', '"8"']);
  });
});
