import {
  renderRouteWithoutMotion,
  type FakePlatform,
  type FakeRequest,
  type FakeResponse,
} from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TierProfile } from '@beacon/shared/contract';
import { TEST_DEFINITIONS } from '../../testSupport.ts';
import { TiersPage } from './TiersPage.tsx';

const TIERS: TierProfile[] = [
  { tier_name: 'free', profile_name: 'Free', features: { max_devices: 100, support_tier: 'community' } },
  { tier_name: 'acme-custom', profile_name: 'Acme custom', features: { max_devices: 50_000, invoiced: true } },
];

function tiersPlatform(overrides: { list?: FakeResponse; save?: FakeResponse } = {}): FakePlatform {
  return ({ method, path }: FakeRequest) => {
    const url = new URL(path, 'http://x');
    if (url.pathname === '/admin/standard-tiers')
      return { status: 200, body: { tiers: [TIERS[0]], feature_definitions: TEST_DEFINITIONS } };
    if (url.pathname === '/admin/tier-profiles' && method === 'GET')
      return overrides.list ?? { status: 200, body: { data: TIERS, pagination: { page: 1, page_size: 50, total: 2 } } };
    if (method === 'POST') return overrides.save ?? { status: 200, body: TIERS[1] };
    const tier = TIERS.find((one) => url.pathname === `/admin/tier-profiles/${one.tier_name}`);
    return tier ? { status: 200, body: tier } : { status: 404, body: { error: 'Tier not found' } };
  };
}

function renderTiers(url: string, platform: FakePlatform = tiersPlatform()) {
  return renderRouteWithoutMotion(<TiersPage />, { url, path: '/admin/tiers', platform });
}

const json = () => screen.getByLabelText<HTMLTextAreaElement>('Features as JSON');

describe('<TiersPage />', () => {
  it('lists the tiers; a standard tier cannot be deleted, a custom one can', async () => {
    await renderTiers('/admin/tiers');
    const table = await screen.findByRole('table', { name: 'Tier profiles' });
    expect(await within(table).findByText('Acme custom')).toBeTruthy();
    expect(within(table).getByRole<HTMLButtonElement>('button', { name: 'Delete tier free' }).disabled).toBe(true);
    expect(within(table).getByRole<HTMLButtonElement>('button', { name: 'Delete tier acme-custom' }).disabled).toBe(
      false,
    );
  });

  it('?tier= opens that tier for editing, its name fixed; a JSON that does not parse keeps the JSON view', async () => {
    await renderTiers('/admin/tiers?tier=acme-custom');
    const dialog = await screen.findByRole('dialog', { name: 'Edit tier acme-custom' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Tier name').disabled).toBe(true);
    expect(await within(dialog).findByLabelText<HTMLInputElement>('Maximum devices')).toHaveProperty('value', '50000');

    fireEvent.change(within(dialog).getByLabelText('Maximum devices'), { target: { value: '60000' } });
    fireEvent.click(within(dialog).getByText('JSON'));
    await waitFor(() => expect(JSON.parse(json().value)).toMatchObject({ max_devices: 60000, invoiced: true }));

    fireEvent.change(json(), { target: { value: '{"max_devices": 70000,' } });
    fireEvent.click(within(dialog).getByText('Form'));
    expect(await within(dialog).findByText(/^The features are not valid JSON/)).toBeTruthy();
    expect(json()).toBeTruthy();

    fireEvent.change(json(), { target: { value: '{"max_devices": 2000000}' } });
    expect(await within(dialog).findByText('Maximum devices must be between 0 and 1,000,000')).toBeTruthy();

    fireEvent.change(json(), { target: { value: '{"max_devices": 70000, "invoiced": false}' } });
    fireEvent.click(within(dialog).getByText('Form'));
    expect(await within(dialog).findByLabelText<HTMLInputElement>('Maximum devices')).toHaveProperty('value', '70000');
    expect(within(dialog).getByRole('switch', { name: 'Invoiced billing' }).getAttribute('aria-checked')).toBe('false');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tier acme-custom saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit tier acme-custom' })).toBeNull());
  });

  it('creates a tier: a lowercase name is required, and the features are saved as the form has them', async () => {
    const { requests } = await renderTiers('/admin/tiers');
    fireEvent.click(await screen.findByRole('button', { name: /New tier/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New tier' });
    fireEvent.change(within(dialog).getByLabelText('Tier name'), { target: { value: 'Gold Plus' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Tier name must be lowercase letters, digits, - or _')).toBeTruthy();
    expect(within(dialog).getByText('Display name is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Tier name'), { target: { value: 'gold-plus' } });
    fireEvent.change(within(dialog).getByLabelText('Display name'), { target: { value: 'Gold plus' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum devices'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      tier_name: 'gold-plus',
      profile_name: 'Gold plus',
      features: {
        invoiced: false,
        support_tier: 'community',
        analytics_retention_days: 7,
        global_forwarders: false,
        third_party_gateway_api: false,
        max_members: 5,
        max_networks: 3,
      },
    });
    expect(await screen.findByText('Tier gold-plus created')).toBeTruthy();
  });

  it('refuses a tier name over 50 characters and a display name over 100, as the platform does', async () => {
    const { requests } = await renderTiers('/admin/tiers');
    fireEvent.click(await screen.findByRole('button', { name: /New tier/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New tier' });
    fireEvent.change(within(dialog).getByLabelText('Tier name'), { target: { value: 'a'.repeat(51) } });
    fireEvent.change(within(dialog).getByLabelText('Display name'), { target: { value: 'D'.repeat(101) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 50 characters')).toBeTruthy();
    expect(within(dialog).getByText('At most 100 characters')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Tier name'), { target: { value: 'a'.repeat(50) } });
    fireEvent.change(within(dialog).getByLabelText('Display name'), { target: { value: 'D'.repeat(100) } });
    await waitFor(() => expect(within(dialog).queryByText(/^At most/)).toBeNull());
  });

  it('shows a "Tier not found" warning for ?tier= naming no tier', async () => {
    await renderTiers('/admin/tiers?tier=unknown');
    expect(await screen.findByText('Tier not found')).toBeTruthy();
    expect(screen.getByText('There is no tier named unknown.')).toBeTruthy();
  });

  it('says "Admin permissions required to access tier management" on a 403, else the server message', async () => {
    const forbidden = await renderTiers(
      '/admin/tiers',
      tiersPlatform({ list: { status: 403, body: { error: 'Platform admin only' } } }),
    );
    expect(await screen.findByText('Admin permissions required to access tier management')).toBeTruthy();
    forbidden.unmount();
    await renderTiers(
      '/admin/tiers',
      tiersPlatform({ list: { status: 500, body: { message: 'Tier store offline' } } }),
    );
    expect(await screen.findByText('Tier store offline')).toBeTruthy();
  });
});
