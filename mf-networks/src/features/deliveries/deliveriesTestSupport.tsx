/** Fixtures and helpers of the deliveries view tests: a fake platform that keeps a delivery log. */
import { routeKey } from '@beacon/shared';
import type { Account, Delivery } from '@beacon/shared/contract';
import type { FakePlatform, FakeResponse } from '@beacon/shared/testing';
import type { ReactElement } from 'react';
import { NOT_FOUND, OPS_WEBHOOK, renderWithLocation, testAccount, UnderNetworks } from '../../testSupport.tsx';

export const NETWORK_PATH = '/v1/accounts/acme/networks/net-1';
export const DELIVERIES_PATH = `${NETWORK_PATH}/deliveries`;

/** The route whose log the tests show, and its key. */
export const ROUTE = { filter_events: 'device.*', url: 'https://hooks.test/catch-all' };
export const ROUTE_KEY = routeKey(ROUTE);
export const NOW = Math.floor(Date.now() / 1000);

/** An attempt of ROUTE, 2 hours and `index` minutes old (`index` 0 the newest), answered 200 unless changed. */
export function delivery(index: number, extra: Partial<Delivery> = {}): Delivery {
  return {
    delivery_id: `d${index}`,
    event_type: 'device.message.test.data',
    event_id: `ev-${index}`,
    device_id: 'AA:BB:CC:DD:EE:FF',
    route_key: ROUTE_KEY,
    route_url: ROUTE.url,
    filter_events: ROUTE.filter_events,
    attempt: 1,
    status: 200,
    ok: true,
    response_excerpt: '{"ok":true}',
    at: NOW - 2 * 3600 - index * 60,
    duration_ms: 42,
    ...extra,
  };
}

/** The newest first: a timeout (the 2nd attempt), a 503, then 23 delivered (25 in all: two pages of 20). */
export const LOG: Delivery[] = [
  delivery(0, {
    status: null,
    ok: false,
    attempt: 2,
    error_kind: 'timeout',
    error: 'No answer within 5 s',
    response_excerpt: undefined,
    duration_ms: 5000,
  }),
  delivery(1, { status: 503, ok: false, response_excerpt: 'Service Unavailable', duration_ms: 1234 }),
  ...Array.from({ length: 23 }, (_, i) => delivery(i + 2)),
];

export interface Answers {
  /** Answers the list instead of the log (e.g. a failure). */
  list?: () => FakeResponse | undefined;
  /** Answers a redelivery instead of the fake's new attempt. */
  redeliver?: (deliveryId: string) => FakeResponse | undefined;
}

const PAGE = 20;

/**
 * A platform with `log` (LOG unless given): the list filtered by route key, integration and outcome,
 * 20 a page with the cursor `c{offset}`; Redeliver adds a delivered attempt first and answers it.
 */
export function platform(answers: Answers = {}, log: Delivery[] = LOG): FakePlatform {
  let stored = [...log];
  return ({ method, path }) => {
    const url = new URL(path, 'http://api.test');
    if (method === 'GET' && url.pathname === DELIVERIES_PATH) {
      const forced = answers.list?.();
      if (forced) return forced;
      const q = url.searchParams;
      const cursor = q.get('cursor');
      if (cursor !== null && !/^c\d+$/.test(cursor)) return { status: 400, body: { message: 'Invalid cursor' } };
      const offset = cursor === null ? 0 : Number(cursor.slice(1));
      const outcome = q.get('outcome');
      const matching = stored.filter(
        (d) =>
          (q.get('route_key') === null || d.route_key === q.get('route_key')) &&
          (q.get('integration_config_id') === null || d.integration_config_id === q.get('integration_config_id')) &&
          (outcome === null || d.ok === (outcome === 'success')),
      );
      const next = offset + PAGE < matching.length ? `c${offset + PAGE}` : null;
      return { status: 200, body: { deliveries: matching.slice(offset, offset + PAGE), cursor: next } };
    }
    const redeliver = /^\/v1\/accounts\/acme\/networks\/net-1\/deliveries\/([^/]+)\/redeliver$/.exec(url.pathname);
    if (method === 'POST' && redeliver) {
      const id = decodeURIComponent(redeliver[1] ?? '');
      const forced = answers.redeliver?.(id);
      if (forced) return forced;
      const original = stored.find((d) => d.delivery_id === id);
      if (!original) return { status: 404, body: { message: 'Delivery not found' } };
      const again: Delivery = {
        ...original,
        delivery_id: `re-${id}`,
        attempt: 1,
        redelivery_of: id,
        at: NOW,
        status: 200,
        ok: true,
        error_kind: undefined,
        error: undefined,
        response_excerpt: 'accepted',
        duration_ms: 37,
      };
      stored = [again, ...stored];
      return { status: 200, body: again };
    }
    if (method === 'GET' && url.pathname === `${NETWORK_PATH}/integrations`) {
      return { status: 200, body: { integrations: [OPS_WEBHOOK] } };
    }
    return NOT_FOUND;
  };
}

export interface RenderOptions {
  url: string;
  fake?: FakePlatform;
  /** The user's level in acme (the owner's, 0, unless given). */
  level?: Account['user_level'];
}

/** Renders a deliveries view under `/networks` as App does (the network page around it), with the location probe. */
export function renderView(element: ReactElement, { url, fake = platform(), level = 0 }: RenderOptions) {
  return renderWithLocation(<UnderNetworks>{element}</UnderNetworks>, {
    url,
    path: '/networks/:networkId/*',
    account: testAccount(level),
    platform: fake,
  });
}
