import type { Route } from '@beacon/shared/contract';
import { routeTestAnswer } from '@beacon/shared/routing';
import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill, tableCells, testAccount } from '../../testSupport.tsx';
import {
  expectSaved,
  NETWORK,
  PATH,
  platform,
  renderTab,
  ROUTES,
  ROUTES_PATH,
  ROUTES_TAB,
  row,
  rowsOf,
  saves,
} from './routesTestSupport.tsx';

describe('<RoutesTab /> list', () => {
  it('sorts by order, a missing order counting as 999, and names the integration that owns a route', async () => {
    await renderTab();
    expect(rowsOf()).toEqual([
      ['1', 'device.request.config.*'],
      ['2', 'device.message.*'],
      ['3', 'network.*'],
      ['4', 'device.*'],
    ]);
    expect(within(row('network.*')).getByText('Integration: Ops webhook')).toBeTruthy();
    expect(within(row('network.*')).getByText('Headers: x-api-key')).toBeTruthy();
    expect(within(row('device.*')).queryByText(/Integration:/)).toBeNull();
    const link = within(row('device.*')).getByRole('link', { name: 'https://hooks.test/catch-all' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows a URL that is not http(s) as text, never as a link', async () => {
    const fake = platform();
    await renderTab({
      platform: (request) =>
        request.method === 'GET' && request.path === PATH
          ? {
              status: 200,
              body: { ...NETWORK, routes: [{ filter_events: '*', url: 'javascript:alert(1)' }, ...ROUTES] },
            }
          : fake(request),
    });
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
  });

  it('shows an empty state and a load failure with Retry', async () => {
    let fail = true;
    await renderRoute(ROUTES_TAB, {
      url: '/networks/net-1/routes',
      path: ROUTES_PATH,
      account: testAccount(),
      platform: (request) => {
        if (request.path === PATH && fail) return { status: 500, body: { message: 'Internal server error' } };
        if (request.path === PATH) return { status: 200, body: { ...NETWORK, routes: [] } };
        return platform()(request);
      },
    });
    expect(await screen.findByText('The routes could not be loaded')).toBeTruthy();
    expect(screen.getByText('Internal server error')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No routes yet: events of this network go nowhere.')).toBeTruthy();
  });
});

describe('<RoutesTab /> route form', () => {
  it('shows "Filter is required", "URL is required" and "Valid URL required" and saves nothing', async () => {
    const { requests } = await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Add route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add route' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));
    expect(await within(dialog).findByText('Filter is required')).toBeTruthy();
    expect(await within(dialog).findByText('URL is required')).toBeTruthy();
    fill('Filter', '   ');
    fill('URL', 'hooks.test/no-scheme');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));
    expect(await within(dialog).findByText('Valid URL required')).toBeTruthy();
    expect(within(dialog).getByText('Filter is required')).toBeTruthy();
    fill('Header 1 name', 'x-beacon-integration-config-id');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));
    expect(await within(dialog).findByText('The header x-beacon-integration-config-id is reserved')).toBeTruthy();
    expect(saves(requests)).toEqual([]);
  });

  it('adds a route first, with trimmed values and only the headers whose key is filled, and re-saves the whole list', async () => {
    const { requests } = await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Add route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add route' });
    fill('Filter', ' network.device_spotted ');
    fill('URL', '  https://new.test/hook ');
    fill('Header 1 name', 'x-token');
    fill('Header 1 value', 't0k');
    fill('Header 2 value', 'dropped: no name');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));
    await expectSaved(requests, [
      [0, 'network.device_spotted'],
      [1, 'device.request.config.*'],
      [2, 'device.message.*'],
      [3, 'network.*'],
      [4, 'device.*'],
    ]);
    const body = saves(requests)[0]?.body as { routes: Route[] };
    expect(body.routes[0]).toEqual({
      filter_events: 'network.device_spotted',
      url: 'https://new.test/hook',
      headers: { 'x-token': 't0k' },
      order: 0,
    });
    await waitFor(() => expect(rowsOf()[0]).toEqual(['1', 'network.device_spotted']));
  });

  it('edits: removes the old entry and puts the edited route first, keeping its integration header', async () => {
    const { requests } = await renderTab();
    fireEvent.click(within(row('network.*')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit route' });
    expect(within(dialog).getByText(/belongs to the integration Ops webhook/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Filter').value).toBe('network.*');
    expect(screen.getByLabelText<HTMLInputElement>('Header 1 name').value).toBe('x-api-key');
    expect(screen.getByLabelText<HTMLInputElement>('Header 2 name').value).toBe('');
    fill('Filter', 'network.device_registered');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));
    await expectSaved(requests, [
      [0, 'network.device_registered'],
      [1, 'device.request.config.*'],
      [2, 'device.message.*'],
      [3, 'device.*'],
    ]);
    const routes = (saves(requests)[0]?.body as { routes: Route[] }).routes;
    expect(routes[0]?.headers).toEqual({ 'x-api-key': 'k', 'x-beacon-integration-config-id': 'int-ops' });
  });

  it('keeps what was typed, toasts "Error updating routes: …" and reloads the list when the server refuses', async () => {
    let refuse = true;
    const { requests } = await renderTab({
      platform: platform({
        save: () => (refuse ? { status: 500, body: { message: 'Internal server error' } } : undefined),
      }),
    });
    const loads = () => requests.filter((r) => r.method === 'GET' && r.path === PATH).length;
    const before = loads();
    fireEvent.click(screen.getByRole('button', { name: 'Add route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add route' });
    fill('Filter', 'device.*');
    fill('URL', 'https://kept.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));
    expect(await screen.findByText('Error updating routes: Internal server error')).toBeTruthy();
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    expect(screen.getByRole('dialog', { name: 'Add route' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('https://kept.test');
    expect(screen.queryByText('Routes updated successfully')).toBeNull();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));
    expect(await screen.findByText('Routes updated successfully')).toBeTruthy();
  });
});

describe('<RoutesTab /> route limit', () => {
  it('refuses a 101st route before sending, with the platform rule, and keeps the form open', async () => {
    const hundred: Route[] = Array.from({ length: 100 }, (_, i) => ({
      filter_events: i === 0 ? 'device.request.config.*' : `device.message.n${i}.*`,
      url: i === 0 ? 'https://hooks.test/config' : `https://hooks.test/${i}`,
      order: i,
    }));
    const { requests } = await renderTab({
      platform: (request) =>
        request.path === PATH && request.method === 'GET'
          ? { status: 200, body: { ...NETWORK, routes: hundred } }
          : platform()(request),
    });
    // A role query over the 100 rows' buttons and links takes seconds in jsdom: the button and the
    // dialog are found by their text, and the rest inside the dialog.
    fireEvent.click(screen.getByText('Add route', { selector: 'button > span' }));
    const title = await screen.findByText('Add route', { selector: '.ant-modal-title' });
    const dialog = title.closest<HTMLElement>('[role="dialog"]') ?? document.body;
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
    fill('Filter', 'network.*');
    fill('URL', 'https://hooks.test/one-too-many');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save route' }));
    expect(await screen.findByText('Error updating routes: At most 100 routes per network')).toBeTruthy();
    expect(saves(requests)).toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('https://hooks.test/one-too-many');
  });
});

describe('<RoutesTab /> order and delete', () => {
  it('moves a route down, re-saving the whole list; the first cannot move up nor the last down', async () => {
    const { requests } = await renderTab();
    expect(within(row('device.request.config.*')).getByRole('button', { name: 'Move up' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(row('device.*')).getByRole('button', { name: 'Move down' })).toHaveProperty('disabled', true);
    fireEvent.click(within(row('device.request.config.*')).getByRole('button', { name: 'Move down' }));
    await expectSaved(requests, [
      [0, 'device.message.*'],
      [1, 'device.request.config.*'],
      [2, 'network.*'],
      [3, 'device.*'],
    ]);
    await waitFor(() => expect(rowsOf()[0]).toEqual(['1', 'device.message.*']));
  });

  it('deletes after the confirmation "Requests will fail on this filter until replaced"', async () => {
    const { requests } = await renderTab();
    fireEvent.click(within(row('device.message.*')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Requests will fail on this filter until replaced')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete route' }));
    await expectSaved(requests, [
      [0, 'device.request.config.*'],
      [1, 'network.*'],
      [2, 'device.*'],
    ]);
  });

  it.each([30, 40] as const)(
    'disables add, edit, delete and move with "Insufficent permissions" at level %i',
    async (level) => {
      await renderTab({ level });
      const buttons = [
        screen.getByRole('button', { name: 'Add route' }),
        ...within(row('device.message.*')).getAllByRole('button'),
      ];
      expect(buttons.map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
        'Add route',
        'Move up',
        'Move down',
        'Edit',
        'Delete',
      ]);
      for (const button of buttons) expect(button).toHaveProperty('disabled', true);
      fireEvent.pointerEnter(buttons[0] as HTMLElement);
      expect(await screen.findByText('Insufficent permissions')).toBeTruthy();
      // The tester stays usable: it changes nothing.
      expect(screen.getByRole('button', { name: 'Test' })).toHaveProperty('disabled', false);
    },
  );
});

describe('<RoutesTab /> route tester', () => {
  it("shows the platform's answer: a device request reaches only the first matching route", async () => {
    const { requests } = await renderTab();
    fill('Event type', 'device.request.config.get');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    const result = await screen.findByRole('region', { name: 'Route test result' });
    expect(await within(result).findByText(/only the first matching route receives it/)).toBeTruthy();
    expect(tableCells(within(result).getByRole('table'))).toEqual([
      ['1', 'device.request.config.*', 'https://hooks.test/config', 'First matchReceives'],
      ['4', 'device.*', 'https://hooks.test/catch-all', 'Does not receive (not the first match)'],
    ]);
    expect(requests.filter((r) => r.path === `${PATH}/route-test`).map((r) => r.body)).toEqual([
      { event_type: 'device.request.config.get' },
    ]);
    expect(screen.queryByText(/differs from the console's routing rules/)).toBeNull();
  });

  it('a network event reaches every matching route, the first marked, and the owner is named', async () => {
    await renderTab({ url: '/networks/net-1/routes?test_event=device_spotted' });
    const result = await screen.findByRole('region', { name: 'Route test result' });
    expect(within(result).getByText('network.device_spotted')).toBeTruthy();
    expect(within(result).getByText(/every matching route receives it/)).toBeTruthy();
    expect(within(result).getByText('First match')).toBeTruthy();
    expect(within(result).getByText('Integration: Ops webhook')).toBeTruthy();
  });

  it("warns when the platform's answer differs from the console's routing rules", async () => {
    await renderTab({
      platform: platform({
        test: (eventType, routes) => {
          const answer = routeTestAnswer(routes, eventType);
          return { status: 200, body: { ...answer, matches: answer.matches.map((m) => ({ ...m, receives: true })) } };
        },
      }),
      url: '/networks/net-1/routes?test_event=device.request.config.get',
    });
    expect(await screen.findByText(/differs from the console's routing rules/)).toBeTruthy();
  });
});
