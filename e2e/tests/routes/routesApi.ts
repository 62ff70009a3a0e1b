import { expect, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { SHELL_URL } from '../../support/constants.ts';
import { API_ORIGIN } from '../../support/faults.ts';

/** The account the owner, admin and member share in platform-sim's seed. */
export const ACME = 'acme-logistics';

export interface RouteBody {
  filter_events: string;
  url: string;
  order?: number;
  headers?: Record<string, string>;
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
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
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'));
      const cached = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { body?: { access_token?: string } };
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${cached.body?.access_token ?? ''}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { url: `${API_ORIGIN}${path}`, method, body },
  );
}

/** A network name no other test uses (1 to 30 characters). */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`.slice(0, 30);
}

export const networkPath = (networkId: string) => `/v1/accounts/${ACME}/networks/${networkId}`;

/**
 * Signs in (saved state), creates a network of its own through the API, and optionally stores
 * `routes` on it. Tests that change routes or integrations use their own network.
 */
export async function createNetwork(
  page: Page,
  prefix: string,
  routes?: RouteBody[],
): Promise<{ id: string; name: string }> {
  await page.goto('/');
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
  const name = uniqueName(prefix);
  const created = await api<{ network_id: string }>(page, 'POST', `/v1/accounts/${ACME}/networks`, { name });
  expect(created.status).toBe(201);
  const id = created.body.network_id;
  created_.set(page, [...(created_.get(page) ?? []), id]);
  if (routes) expect((await api(page, 'POST', networkPath(id), { routes })).status).toBe(200);
  return { id, name };
}

const created_ = new WeakMap<Page, string[]>();

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

/** The network's routes as stored, sorted by order (missing = 999). */
export async function storedRoutes(page: Page, networkId: string): Promise<RouteBody[]> {
  const answer = await api<{ routes: RouteBody[] }>(page, 'GET', networkPath(networkId));
  return [...answer.body.routes].sort((a, b) => (a.order ?? 999) - (b.order ?? 999));
}

/** The Routes tab of a network. */
export class RoutesTab {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Routes' });
  }

  async open(networkId: string, name: string, query = ''): Promise<void> {
    await this.page.goto(`/networks/${networkId}/routes${query}`);
    await expect(this.page.getByRole('heading', { level: 2, name: `Routes · ${name}` })).toBeVisible();
  }

  /** The data row whose filter is `filter`. */
  row(filter: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.locator('code', { hasText: new RegExp(`^${escape(filter)}$`) }) });
  }

  /** The filters in the order shown. */
  async filters(): Promise<string[]> {
    await expect(this.table.locator('.ant-spin-spinning')).toHaveCount(0);
    return this.table.locator('tbody tr td:nth-child(2) code').allTextContents();
  }

  async expectFilters(filters: string[]): Promise<void> {
    await expect(this.table.locator('tbody tr td:nth-child(2) code')).toHaveText(filters);
  }

  get toastSaved(): Locator {
    return this.page.getByText('Routes updated successfully');
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Waits for exactly one notification with `text`, then closes it, so the next one can be told apart. */
export async function expectToast(page: Page, text: string): Promise<void> {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: text });
  await expect(notice).toHaveCount(1);
  await notice.locator('.ant-notification-notice-close').click();
  await expect(notice).toHaveCount(0);
}

/**
 * The dialog named `name`, once its opening animation has ended: a click during antd's zoom-in can
 * land beside the moving button and be lost.
 */
export async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/);
  return dialog;
}
