import { initI18n, registerTranslations } from '@beacon/shared';
import { renderRouteWithoutMotion, type FakePlatform, type FakeResponse } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { HotspotSummary } from '@beacon/shared/contract';
import type { AdminAccountDetail } from '../../components/adminApi.ts';
import { AdminAccountPage } from './AdminAccountPage.tsx';
import { memberLevelText } from './AccountMembers.tsx';
import de from '../../locales/de/admin.json';
import en from '../../locales/en/admin.json';

const DETAIL: AdminAccountDetail = {
  id: 'acme',
  name: 'Acme Logistics',
  suspended: false,
  account: {
    id: 'acme',
    name: 'Acme Logistics',
    tier_name: 'pro',
    suspended: false,
    device_count: 12,
    max_devices: 500,
    member_count: 4,
    max_members: null,
    net_count: 2,
    max_networks: 10,
    created: 1_760_000_000,
    last_updated: 1_760_000_000,
    activation_date: null,
    activation_user_email: null,
    internal_account: true,
    gw_enabled: false,
    hubspot_company_id: null,
    owner_email: 'owner@example.com',
  },
  acc_members: [
    { username: 'owner', email: 'owner@example.com', level: 3 },
    { username: 'writer', email: 'writer@example.com', level: 2 },
    { username: 'reader', email: 'reader@example.com', level: 1 },
    { username: 'odd', email: 'odd@example.com', level: 9 },
  ],
};
const SUMMARY: HotspotSummary = {
  total_hotspots: 1,
  status_summary: { online: 1, offline: 0 },
  hotspots: [{ hotspot_id: 'h-1', alias: 'Roof', current_status: 'online', last_seen: null }],
};
const TIERS = {
  data: [
    { tier_name: 'pro', profile_name: 'Pro', features: {} },
    { tier_name: 'enterprise', profile_name: 'Enterprise', features: {} },
  ],
  pagination: { page: 1, page_size: 50, total: 2 },
};

type Answers = Record<string, FakeResponse>;

function platform(answers: Answers = {}): FakePlatform {
  return ({ method, path }) => {
    const key = `${method} ${path.split('?')[0]}`;
    const answer = answers[key];
    if (answer) return answer;
    if (key === 'GET /admin/accounts/acme') return { status: 200, body: DETAIL };
    if (key === 'GET /admin/accounts/acme/networks')
      return {
        status: 200,
        body: { networks: [{ id: 'n-1', name: 'Warehouse', device_count: 3, created: 1_760_000_000 }] },
      };
    if (key === 'GET /admin/accounts/acme/hotspot-status') return { status: 200, body: SUMMARY };
    if (key === 'GET /admin/tier-profiles') return { status: 200, body: TIERS };
    if (key === 'POST /admin/accounts/acme/invite') return { status: 201, body: { code: 'inv-123' } };
    if (key === 'POST /admin/accounts/acme/apply-tier') return { status: 200, body: DETAIL.account };
    return { status: 404, body: { message: 'Account not found' } };
  };
}

async function renderAccount(answers?: Answers, id = 'acme') {
  return renderRouteWithoutMotion(<AdminAccountPage />, {
    url: `/admin/accounts/${id}`,
    path: '/admin/accounts/:accountId',
    platform: platform(answers),
  });
}

async function submitInvite(address: string) {
  const card = (await screen.findByText('Send an invite')).closest('.ant-card') as HTMLElement;
  fireEvent.change(within(card).getByLabelText('Email address'), { target: { value: address } });
  fireEvent.click(within(card).getByRole('button', { name: /Send invite/ }));
  return card;
}

describe('<AdminAccountPage /> hotspot counts (issue 30, item 2)', () => {
  it('counts unknown apart from offline, as the monitoring page and the dashboard do', async () => {
    await renderAccount({
      'GET /admin/accounts/acme/hotspot-status': {
        status: 200,
        body: { ...SUMMARY, total_hotspots: 5, status_summary: { online: 2, offline: 1 } },
      },
    });
    expect(await screen.findByText('5 hotspots: 2 online, 1 offline, 2 unknown')).toBeTruthy();
  });
});

describe('memberLevelText (admin-and-hotspots.md §6)', () => {
  it('names 3 Admin, 2 Write, 1 Read and anything else Unknown, in English and German', async () => {
    await initI18n();
    void registerTranslations('admin', { en, de });
    const levels = [3, 2, 1, 0, 20, -1];
    const english = i18next.getFixedT('en', 'admin');
    const german = i18next.getFixedT('de', 'admin');
    expect(levels.map((level) => memberLevelText(level, english))).toEqual([
      'Admin',
      'Write',
      'Read',
      'Unknown',
      'Unknown',
      'Unknown',
    ]);
    expect(levels.map((level) => memberLevelText(level, german))).toEqual([
      'Admin',
      'Schreiben',
      'Lesen',
      'Unbekannt',
      'Unbekannt',
      'Unbekannt',
    ]);
  });
});

describe('<AdminAccountPage />', () => {
  it('shows the account data, the members with their levels, networks linked to their devices and the hotspots', async () => {
    await renderAccount();
    expect(await screen.findByText('12 / 500')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account Acme Logistics' })).toBeTruthy();
    expect(screen.getByText('4 / no limit')).toBeTruthy();
    expect(screen.getByText('2 / 10')).toBeTruthy();
    const members = screen.getByRole('table', { name: 'Members' });
    for (const [name, level] of [
      ['owner', 'Admin'],
      ['writer', 'Write'],
      ['reader', 'Read'],
      ['odd', 'Unknown'],
    ] as const) {
      expect(within(within(members).getByText(name).closest('tr') as HTMLElement).getByText(level)).toBeTruthy();
    }
    expect((await screen.findByRole('link', { name: 'Warehouse' })).getAttribute('href')).toBe(
      '/admin/accounts/acme/networks/n-1',
    );
    expect((await screen.findByRole('link', { name: 'h-1' })).getAttribute('href')).toBe('/admin/hotspots/h-1');
    expect(screen.getByText('1 hotspots: 1 online, 0 offline')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Monitored hotspots' }).getAttribute('href')).toBe(
      '/admin/hotspots-monitoring?account_id=acme',
    );
  });

  it('invite: "Please enter an email address" when empty, "Invalid email address" when not one, and sends nothing', async () => {
    const { requests } = await renderAccount();
    const card = await submitInvite('');
    expect(await within(card).findByText('Please enter an email address')).toBeTruthy();
    await submitInvite('not-an-address');
    expect(await within(card).findByText('Invalid email address')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('invite: refuses <script>alert(1)</script>@x.com and a 300-character local part with "Invalid email address"', async () => {
    const { requests } = await renderAccount();
    for (const address of ['<script>alert(1)</script>@x.com', `${'l'.repeat(300)}@x.com`]) {
      const card = await submitInvite(address);
      expect(await within(card).findByText('Invalid email address')).toBeTruthy();
    }
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('invite: sends the address, says so with the code, and clears the field', async () => {
    const { requests } = await renderAccount();
    const card = await submitInvite('new@example.net');
    expect(await screen.findByText('Invite sent to new@example.net')).toBeTruthy();
    expect(within(card).getByText('inv-123')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ user: 'new@example.net' });
    await waitFor(() => expect(within(card).getByLabelText<HTMLInputElement>('Email address').value).toBe(''));
  });

  it('invite: a failure says "Failed to send invite" and keeps the address', async () => {
    await renderAccount({ 'POST /admin/accounts/acme/invite': { status: 500, body: { message: 'mail is down' } } });
    const card = await submitInvite('kept@example.net');
    expect(await screen.findByText('Failed to send invite')).toBeTruthy();
    expect(screen.getByText('mail is down')).toBeTruthy();
    expect(within(card).getByLabelText<HTMLInputElement>('Email address').value).toBe('kept@example.net');
  });

  it('applies a tier after a confirmation; a refusal says "Failed to apply tier"', async () => {
    const { requests } = await renderAccount({
      'POST /admin/accounts/acme/apply-tier': { status: 404, body: { message: 'Tier not found' } },
    });
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toHaveProperty('disabled', true);
    fireEvent.mouseDown(screen.getByLabelText('Tier profile'));
    fireEvent.click(await screen.findByText('Enterprise (enterprise)'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply the tier enterprise to Acme Logistics?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to apply tier')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ tier_name: 'enterprise' });
  });

  it('"Failed to load networks" and "Failed to load hotspots" when those lists fail', async () => {
    await renderAccount({
      'GET /admin/accounts/acme/networks': { status: 500 },
      'GET /admin/accounts/acme/hotspot-status': { status: 500 },
    });
    expect(await screen.findByText('Failed to load networks')).toBeTruthy();
    expect(await screen.findByText('Failed to load hotspots')).toBeTruthy();
  });

  it('an unknown account: "Account Not Found"', async () => {
    await renderAccount({}, 'nope');
    expect(await screen.findByText('Account Not Found')).toBeTruthy();
  });
});
