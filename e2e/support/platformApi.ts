import { expect, type Page, type Response } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { SHELL_URL } from './constants.ts';
import { API_ORIGIN } from './faults.ts';

/** The account the owner, admin and member share in platform-sim's seed. */
export const ACME = 'acme-logistics';

export const networksPath = `/v1/accounts/${ACME}/networks`;
export const networkPath = (networkId: string) => `${networksPath}/${networkId}`;

export interface ApiAnswer<T> {
  status: number;
  body: T;
  /** The answer's ETag header (a network's revision), when it has one. */
  etag?: string;
}

/** The Authorization header of the next platform API call the console makes (start waiting before it). */
export async function nextAuthorization(page: Page): Promise<string> {
  const request = await page.waitForRequest(
    (r) => r.url().startsWith(`${API_ORIGIN}/`) && r.headers().authorization !== undefined,
  );
  return request.headers().authorization ?? '';
}

/**
 * Calls the platform API as the signed-in user of `page`, with the access token from Auth0's cache in
 * local storage (the page must be on the console and signed in).
 */
export async function api<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ url, method, body, headers }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'));
      const cached = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { body?: { access_token?: string } };
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${cached.body?.access_token ?? ''}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const etag = response.headers.get('etag');
      return {
        status: response.status,
        body: (text ? JSON.parse(text) : null) as T,
        ...(etag === null ? {} : { etag }),
      };
    },
    { url: `${API_ORIGIN}${path}`, method, body, headers },
  );
}

/** The next answer of the platform API to `method path` (any query string). */
export function waitForApi(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string): Promise<Response> {
  return page.waitForResponse(
    (r) => r.request().method() === method && r.url().split('?')[0] === `${API_ORIGIN}${path}`,
  );
}

/** Opens the console at `path` and waits until the user is signed in, so `api` has a token. */
export async function openSignedIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

/** The id of a seeded network of acme-logistics, by name (platform-sim's deterministic seed). */
export async function seededNetworkId(page: Page, name: string): Promise<string> {
  await openSignedIn(page);
  const { body } = await api<{ networks: Array<{ network_id: string; name: string }> }>(page, 'GET', networksPath);
  const network = body.networks.find((n) => n.name === name);
  if (!network) throw new Error(`no seeded network ${name}`);
  return network.network_id;
}

/** A network name no other test uses (1 to 30 characters). */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`.slice(0, 30);
}

/** A route as the platform API stores it. */
export interface RouteBody {
  filter_events: string;
  url: string;
  order?: number;
  headers?: Record<string, string>;
}

/**
 * Saves a network's whole route list as the console does: from the network as read, its ETag sent as
 * If-Match (the platform answers 428 to a save without one).
 */
export async function saveRoutes(page: Page, networkId: string, routes: RouteBody[]): Promise<ApiAnswer<unknown>> {
  const read = await api(page, 'GET', networkPath(networkId));
  expect(read.etag).toBeDefined();
  return api(page, 'POST', networkPath(networkId), { routes }, { 'If-Match': read.etag ?? '' });
}

const created_ = new WeakMap<Page, string[]>();

/**
 * Signs in (saved state), creates a network of its own through the API, and optionally stores
 * `routes` on it. Tests that change routes or integrations use their own network; delete it with
 * `deleteCreatedNetworks` in `afterEach`.
 */
export async function createNetwork(
  page: Page,
  prefix: string,
  routes?: RouteBody[],
): Promise<{ id: string; name: string }> {
  await openSignedIn(page);
  const name = uniqueName(prefix);
  const created = await api<{ network_id: string }>(page, 'POST', networksPath, { name });
  expect(created.status).toBe(201);
  const id = created.body.network_id;
  created_.set(page, [...(created_.get(page) ?? []), id]);
  if (routes) expect((await saveRoutes(page, id, routes)).status).toBe(200);
  return { id, name };
}

/**
 * Remembers a network a test made through the UI, so `deleteCreatedNetworks` deletes it as well:
 * by its id, or by its name in acme-logistics when the UI did not show the id.
 */
export async function rememberCreatedNetwork(page: Page, network: { id: string } | { name: string }): Promise<void> {
  let id = 'id' in network ? network.id : undefined;
  if (!id && 'name' in network) {
    const { body } = await api<{ networks: Array<{ network_id: string; name: string }> }>(
      page,
      'GET',
      `${networksPath}?pagesize=1000`,
    );
    id = body.networks.find((n) => n.name === network.name)?.network_id;
  }
  if (id) created_.set(page, [...(created_.get(page) ?? []), id]);
}

/**
 * Deletes the networks `createNetwork` made with this page (call in `afterEach`), so the account's
 * network list does not grow with every run: other screens list the seeded networks first page.
 * Best effort: a network already gone is fine.
 */
export async function deleteCreatedNetworks(page: Page): Promise<void> {
  const ids = created_.get(page) ?? [];
  created_.delete(page);
  if (ids.length === 0) return;
  if (!page.url().startsWith(SHELL_URL)) await page.goto('/');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const id of ids) {
    const answer = await api(page, 'DELETE', networkPath(id));
    expect([204, 404]).toContain(answer.status);
  }
}
