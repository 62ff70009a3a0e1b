import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { failingUntilRecovered, location, locationSearch, tableCells } from '../../testSupport.tsx';
import {
  DELIVERIES_PATH,
  LOG,
  platform,
  renderView,
  ROUTE,
  ROUTE_KEY,
  type RenderOptions,
} from './deliveriesTestSupport.tsx';
import { RouteDeliveriesPage } from './RouteDeliveriesPage.tsx';

const VIEW = `/networks/net-1/routes/${ROUTE_KEY}/deliveries`;

async function renderPage(options: Partial<RenderOptions> = {}, routeKey = ROUTE_KEY) {
  const result = await renderView(<RouteDeliveriesPage networkId="net-1" routes={[ROUTE]} routeKey={routeKey} />, {
    url: VIEW,
    ...options,
  });
  return result;
}

const table = () => screen.getByRole('table', { name: 'Delivery attempts' });
/** The data rows' cells after the expand button: time, event, target, result, latency, attempt, actions. */
const rows = () => tableCells(table()).map((cells) => cells.slice(1));
const firstRows = async (count: number) => {
  await within(await screen.findByRole('table', { name: 'Delivery attempts' })).findAllByText(
    'device.message.test.data',
  );
  return rows().slice(0, count);
};
const listRequests = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.startsWith(DELIVERIES_PATH) && !r.path.includes('/redeliver')).map((r) => r.path);

describe('<RouteDeliveriesPage /> log', () => {
  it('shows the route’s filter and URL and its attempts newest first, each with its outcome', async () => {
    const { requests } = await renderPage();
    expect(screen.getByRole('heading', { level: 3, name: 'Route deliveries' })).toBeTruthy();
    expect(screen.getByText('device.*')).toBeTruthy();
    expect(await firstRows(3)).toEqual([
      [
        '2 hours ago',
        'device.message.test.data',
        ROUTE.url,
        'TimeoutNo answer within 5 s',
        '5,000 ms',
        '2',
        'Redeliver',
      ],
      ['2 hours ago', 'device.message.test.data', ROUTE.url, '503', '1,234 ms', '1', 'Redeliver'],
      ['2 hours ago', 'device.message.test.data', ROUTE.url, '200', '42 ms', '1', ''],
    ]);
    const timeout = within(table()).getByText('Timeout');
    expect(timeout.closest('.ant-tag-red')).not.toBeNull();
    expect(within(table()).getAllByText('200')[0]?.closest('.ant-tag-green')).not.toBeNull();
    const [newest] = LOG;
    expect(within(table()).getAllByText('2 hours ago')[0]?.getAttribute('title')).toBe(
      dayjs.unix(newest?.at ?? 0).format('YYYY-MM-DD HH:mm:ss'),
    );
    expect(listRequests(requests)).toEqual([`${DELIVERIES_PATH}?route_key=${ROUTE_KEY}`]);
  });

  it('expands an attempt to its event id and the first 2 KB of the answer, copyable', async () => {
    await renderPage();
    await firstRows(1);
    const expand = within(table()).getAllByRole('button', { name: 'Expand row' });
    fireEvent.click(expand[1] as HTMLElement);
    const excerpt = await screen.findByText('Service Unavailable');
    expect(excerpt.tagName).toBe('PRE');
    expect(screen.getByText('ev-1')).toBeTruthy();
    expect(within(excerpt.parentElement as HTMLElement).getByRole('button', { name: 'Copy' })).toBeTruthy();
    fireEvent.click(expand[0] as HTMLElement);
    expect(await screen.findByText('No answer came.')).toBeTruthy();
  });

  it('keeps the outcome filter in the URL, and starts again at the first page when it changes', async () => {
    const { requests } = await renderPage({ url: `${VIEW}?cursor=c20&back=` });
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.click(screen.getByRole('radio', { name: 'Failed' }));
    await waitFor(() => expect(locationSearch()).toBe('?outcome=failure'));
    await waitFor(() => expect(rows().map((cells) => cells[3])).toEqual(['TimeoutNo answer within 5 s', '503']));
    expect(listRequests(requests).at(-1)).toBe(`${DELIVERIES_PATH}?route_key=${ROUTE_KEY}&outcome=failure`);
    fireEvent.click(screen.getByRole('radio', { name: 'Succeeded' }));
    await waitFor(() => expect(locationSearch()).toBe('?outcome=success'));
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(locationSearch()).toBe(''));
  });

  it('pages by the platform’s cursor, kept in the URL with the way back', async () => {
    const { requests } = await renderPage({ url: `${VIEW}?outcome=success` });
    await waitFor(() => expect(rows()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(locationSearch()).toBe('?outcome=success&cursor=c20&back='));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(listRequests(requests).at(-1)).toBe(`${DELIVERIES_PATH}?route_key=${ROUTE_KEY}&outcome=success&cursor=c20`);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(locationSearch()).toBe('?outcome=success'));
  });
});

describe('<RouteDeliveriesPage /> redeliver', () => {
  it('sends a failed attempt again: "Redelivered: 200", and the new attempt shows first, marked', async () => {
    const { requests } = await renderPage({ url: `${VIEW}?cursor=c20&back=` });
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    await firstRows(1);
    fireEvent.click(within(table()).getAllByRole('button', { name: 'Redeliver' })[1] as HTMLElement);
    expect(await screen.findByText('Redelivered: 200')).toBeTruthy();
    await waitFor(() => expect(rows()[0]?.slice(3, 6)).toEqual(['200', '37 ms', '1Redelivery']));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`${DELIVERIES_PATH}/d1/redeliver`]);
  });

  it('toasts the platform’s message when it refuses', async () => {
    await renderPage({
      fake: platform({ redeliver: () => ({ status: 409, body: { message: 'This route no longer exists' } }) }),
    });
    await firstRows(1);
    fireEvent.click(within(table()).getAllByRole('button', { name: 'Redeliver' })[0] as HTMLElement);
    expect(await screen.findByText('Error redelivering: This route no longer exists')).toBeTruthy();
  });

  it.each([30, 40] as const)('disables Redeliver with "Insufficent permissions" at level %i', async (level) => {
    const { requests } = await renderPage({ level });
    await firstRows(1);
    const redeliver = within(table()).getAllByRole('button', { name: 'Redeliver' });
    expect(redeliver).toHaveLength(2);
    for (const button of redeliver) expect(button).toHaveProperty('disabled', true);
    fireEvent.pointerEnter(redeliver[0] as HTMLElement);
    expect(await screen.findByText('Insufficent permissions')).toBeTruthy();
    fireEvent.click(redeliver[0] as HTMLElement);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('<RouteDeliveriesPage /> states', () => {
  it('says when there are no deliveries yet, and that events are delivered as they happen', async () => {
    await renderPage({ fake: platform({}, []) });
    expect(await screen.findByText('No deliveries yet')).toBeTruthy();
    expect(screen.getByText('Events are delivered as they happen: each attempt shows here.')).toBeTruthy();
  });

  it('shows a load failure with the message and Retry', async () => {
    const { platform: failing, recover } = failingUntilRecovered(platform(), {
      status: 500,
      body: { message: 'Internal server error' },
    });
    await renderPage({ fake: failing });
    expect(await screen.findByText('The deliveries could not be loaded')).toBeTruthy();
    expect(screen.getByText('Internal server error')).toBeTruthy();
    recover();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await firstRows(1)).toHaveLength(1);
  });

  it('says when no route has the key any more, with the way back to the routes', async () => {
    const { requests } = await renderPage(
      { url: '/networks/net-1/routes/0123456789abcdef/deliveries?account=acme' },
      '0123456789abcdef',
    );
    expect(screen.getByText('Route not found')).toBeTruthy();
    expect(listRequests(requests)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back to routes' }));
    await waitFor(() => expect(location()).toBe('/networks/net-1/routes?account=acme'));
  });
});
