import type { AccountLevel } from '@beacon/shared/contract';
import { renderRouteWithoutMotion, type FakePlatform } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HotspotGroupsPage } from './HotspotGroupsPage.tsx';
import { keyedPlatform, NORTH_GROUP, testAccount, testGroup } from '../../testSupport.ts';

const GROUPS = '/v1/accounts/acme/hotspot-groups';
const UNGROUPED = testGroup({
  group_id: 'ungrouped',
  name: 'Ungrouped',
  description: 'Hotspots not assigned to any group',
});

function server(overrides: Record<string, FakePlatform> = {}): FakePlatform {
  return keyedPlatform(overrides, (key) =>
    key === `GET ${GROUPS}`
      ? { status: 200, body: { hotspot_groups: [UNGROUPED, NORTH_GROUP] } }
      : { status: 404, body: { message: `no ${key}` } },
  );
}

function renderPage(platform: FakePlatform = server(), level: AccountLevel = 0) {
  return renderRouteWithoutMotion(
    <>
      <HotspotGroupsPage />
    </>,
    { url: '/hotspots/groups', platform, account: testAccount(level) },
  );
}

const SLOW_MS = 15_000;

describe('<HotspotGroupsPage />', () => {
  it('shows a card per group without Ungrouped: description, alerts with the target as text, Manage Group', async () => {
    await renderPage();
    const card = await screen.findByRole('article', { name: 'North' });
    expect(card.textContent).toContain('Depots in the north');
    expect(card.textContent).toContain('Alerts on');
    expect(card.textContent).toContain('Webhook: https://hooks.example.com/north');
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/hotspots/groups/grp-1']);
    expect(within(card).getByRole('link').textContent).toBe('Manage Group');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('Ungrouped')).toBeNull();
  });

  it('says "No groups yet" with Add Group when only Ungrouped exists', async () => {
    await renderPage(server({ [`GET ${GROUPS}`]: () => ({ status: 200, body: { hotspot_groups: [UNGROUPED] } }) }));
    expect(await screen.findByText('No groups yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Add Group/ })).toHaveLength(2);
  });

  it('shows "Failed to fetch groups" with Retry, and the cards after a retry', async () => {
    let fail = true;
    await renderPage(
      server({
        [`GET ${GROUPS}`]: () =>
          fail ? { status: 500, body: { message: 'down' } } : { status: 200, body: { hotspot_groups: [NORTH_GROUP] } },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getAllByText('Failed to fetch groups').length).toBeGreaterThan(0);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'North' })).toBeTruthy();
  });

  it(
    'creates a group; a failure shows the server message, or "An unexpected error occurred", and keeps the dialog',
    async () => {
      const answers = [
        { status: 409, body: { message: 'A group named South exists' } },
        { status: 500 },
        { status: 201, body: testGroup({ group_id: 'grp-2', name: 'South' }) },
      ];
      const { requests } = await renderPage(server({ [`POST ${GROUPS}`]: () => answers.shift()! }));
      await screen.findByRole('article', { name: 'North' });
      fireEvent.click(screen.getByRole('button', { name: /Add Group/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Group' });
      fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'South' } });
      const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add Group' }));
      save();
      expect(await screen.findByText('A group named South exists')).toBeTruthy();
      save();
      expect(await screen.findByText('An unexpected error occurred')).toBeTruthy();
      expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('South');
      save();
      expect(await screen.findByText('Group created successfully')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Group' })).toBeNull());
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual(
        Array(3).fill({ name: 'South', description: '', alert_enabled: false }),
      );
    },
    SLOW_MS,
  );

  // admin-and-hotspots.md §6 gives hotspot pages no level rule (issue 30, item 1).
  it.each([30, 40] as const)('offers Add Group to level %i', async (level) => {
    await renderPage(server(), level);
    await screen.findByRole('article', { name: 'North' });
    const add = screen.getByRole<HTMLButtonElement>('button', { name: /Add Group/ });
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect(await screen.findByRole('dialog', { name: 'Add Group' })).toBeTruthy();
  });
});
