import type { Route } from '@beacon/shared/contract';
import type { FakePlatform } from '@beacon/shared/testing';
import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill } from '../../testSupport.tsx';
import { expectSaved, NETWORK, PATH, platform, renderTab, ROUTES, row, rowsOf, saves } from './routesTestSupport.tsx';

describe('<RoutesTab /> concurrent edits', () => {
  const STALE = 'The routes were changed by someone else; reload and try again.';

  afterEach(() => {
    rstest.restoreAllMocks();
  });

  /**
   * Versions the route list as the platform does: every load and save answers its revision as
   * `ETag`, and a save whose `If-Match` is not the current revision is refused with 409. The fake
   * platform's requests carry no headers, so `watch()` (after the first render) spies on `fetch`.
   */
  function versionedPlatform() {
    let revision = 1;
    let routes = ROUTES;
    let fetchSpy: ReturnType<typeof rstest.spyOn<typeof globalThis, 'fetch'>> | undefined;
    const sentIfMatch: (string | null)[] = [];
    const others = platform();
    const answer: FakePlatform = (request) => {
      const headers = { ETag: `"${revision}"` };
      if (request.path !== PATH) return others(request);
      if (request.method === 'GET') return { status: 200, body: { ...NETWORK, routes }, headers };
      const ifMatch = new Headers(fetchSpy?.mock.lastCall?.[1]?.headers).get('If-Match');
      sentIfMatch.push(ifMatch);
      if (ifMatch !== null && ifMatch !== headers.ETag) return { status: 409, body: { message: STALE } };
      routes = (request.body as { routes: Route[] }).routes;
      revision += 1;
      return { status: 200, body: { ...NETWORK, routes }, headers: { ETag: `"${revision}"` } };
    };
    return {
      answer,
      sentIfMatch,
      watch: () => (fetchSpy = rstest.spyOn(globalThis, 'fetch')),
      /** Another user saves `next` meanwhile. */
      changeElsewhere: (next: Route[]) => {
        routes = next;
        revision += 1;
      },
    };
  }

  const ELSEWHERE: Route[] = [
    { filter_events: 'network.*', url: 'https://ops.test/events', order: 0 },
    { filter_events: 'device.*', url: 'https://elsewhere.test/all', order: 1 },
  ];

  /** The save was refused with 409: its message is toasted and the newer list, read again, is shown. */
  async function expectRefusedAsStale(rows: string[][]) {
    expect(await screen.findByText(`Error updating routes: ${STALE}`)).toBeTruthy();
    await waitFor(() => expect(rowsOf()).toEqual(rows));
  }

  async function renderVersioned() {
    const fake = versionedPlatform();
    const { requests } = await renderTab({ platform: fake.answer });
    fake.watch();
    const loads = () => requests.filter((r) => r.method === 'GET' && r.path === PATH).length;
    return { ...fake, requests, loads };
  }

  it('sends If-Match with the ETag of the last load, then with the ETag of the saved list', async () => {
    const { sentIfMatch, requests } = await renderVersioned();
    fireEvent.click(within(row('device.request.config.*')).getByRole('button', { name: 'Move down' }));
    expect(await screen.findByText('Routes updated successfully')).toBeTruthy();
    expect(sentIfMatch).toEqual(['"1"']);
    await waitFor(() => expect(rowsOf()[0]).toEqual(['1', 'device.message.*']));
    await waitFor(() =>
      expect(within(row('device.*')).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false),
    );

    fireEvent.click(within(row('device.*')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete route' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(2));
    expect(sentIfMatch).toEqual(['"1"', '"2"']);
    await waitFor(() => expect(rowsOf().map(([, filter]) => filter)).not.toContain('device.*'));
  });

  it('refused with 409: toasts the message, reloads the newer list and keeps the typed route; saving again adds it', async () => {
    const { sentIfMatch, changeElsewhere, requests, loads } = await renderVersioned();
    fireEvent.click(screen.getByRole('button', { name: 'Add route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add route' });
    fill('Filter', 'network.device_spotted');
    fill('URL', 'https://kept.test/hook');
    changeElsewhere(ELSEWHERE);
    const before = loads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));

    await expectRefusedAsStale([
      ['1', 'network.*'],
      ['2', 'device.*'],
    ]);
    expect(sentIfMatch).toEqual(['"1"']);
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    expect(screen.getByRole('dialog', { name: 'Add route' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Filter').value).toBe('network.device_spotted');
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('https://kept.test/hook');
    expect(screen.queryByText('Routes updated successfully')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));
    await expectSaved(
      requests,
      [
        [0, 'network.device_spotted'],
        [1, 'network.*'],
        [2, 'device.*'],
      ],
      1,
    );
    expect(sentIfMatch).toEqual(['"1"', '"2"']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add route' })).toBeNull());
  });

  it('refused with 409: the edit form keeps what was typed and saving again edits the reloaded list', async () => {
    const { changeElsewhere, requests } = await renderVersioned();
    fireEvent.click(within(row('network.*')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit route' });
    fill('URL', 'https://ops.test/edited');
    // Someone else replaced the other routes; the edited one is still there, unchanged.
    changeElsewhere([{ filter_events: '*', url: 'https://new.test', order: 0 }, ROUTES[3] as Route]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));

    await expectRefusedAsStale([
      ['1', '*'],
      ['2', 'network.*'],
    ]);
    expect(screen.getByRole('dialog', { name: 'Edit route' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('https://ops.test/edited');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));
    expect(await screen.findByText('Routes updated successfully')).toBeTruthy();
    const routes = (saves(requests)[1]?.body as { routes: Route[] }).routes;
    expect(routes.map((r) => [r.order, r.filter_events, r.url])).toEqual([
      [0, 'network.*', 'https://ops.test/edited'],
      [1, '*', 'https://new.test'],
    ]);
    expect(routes[0]?.headers).toEqual(ROUTES[3]?.headers);
  });

  it('refused with 409: a move overwrites nothing, toasts the message and shows the newer list', async () => {
    const { changeElsewhere, loads, sentIfMatch } = await renderVersioned();
    changeElsewhere(ELSEWHERE);
    const before = loads();
    fireEvent.click(within(row('device.request.config.*')).getByRole('button', { name: 'Move down' }));
    await expectRefusedAsStale([
      ['1', 'network.*'],
      ['2', 'device.*'],
    ]);
    expect(sentIfMatch).toEqual(['"1"']);
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
  });
});
