import { expect, type Locator, type Page } from '@playwright/test';
import { api, createNetwork, networkPath, type RouteBody } from '../../support/platformApi.ts';
import { openedDialog } from '../../support/forms.ts';

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

  /** Creates a network of its own holding `routes` (see `createNetwork`) and opens its Routes tab. */
  static async ofNewNetwork(page: Page, prefix: string, routes?: RouteBody[]) {
    const network = await createNetwork(page, prefix, routes);
    const tab = new RoutesTab(page);
    await tab.open(network.id, network.name);
    return { network, tab };
  }

  async open(networkId: string, name: string, query = ''): Promise<void> {
    await this.page.goto(`/networks/${networkId}/routes${query}`);
    await expect(this.page.getByRole('heading', { level: 2, name: `Routes · ${name}` })).toBeVisible();
  }

  /** Add route, once its dialog has opened. */
  async openAddDialog(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add route' }).click();
    return openedDialog(this.page, 'Add route');
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
  // Its slide-in must end first: a click on the moving close button can land beside it and be lost,
  // and the pointer then left on the toast keeps it open (pause on hover).
  await expect.poll(() => notice.evaluate(isMoving)).toBe(false);
  await notice.locator('.ant-notification-notice-close').click();
  await expect(notice).toHaveCount(0);
}

/** Whether a toast or its list item still carries rc-motion's appear or enter classes. */
function isMoving(notice: Element): boolean {
  for (
    let node: Element | null = notice;
    node && !node.classList.contains('ant-notification');
    node = node.parentElement
  ) {
    if ([...node.classList].some((name) => /-(appear|enter)(-|$)/.test(name))) return true;
  }
  return false;
}
