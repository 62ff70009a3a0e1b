import { expect, type Locator, type Page } from '@playwright/test';
import type { RemoteName } from './constants.ts';
import { signInOnIdp } from './signIn.ts';

/** The shell frame around every page: header, override banner, content, footer. */
export class ConsolePage {
  readonly header: Locator;
  readonly footer: Locator;
  readonly overrideBanner: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header');
    this.footer = page.locator('footer');
    this.overrideBanner = page
      .getByRole('status')
      .filter({ hasText: /Remote overrides active|Ignored remote overrides/ });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Opens `path` and waits for the page titled `heading`. */
  async open(path: string, heading: string | RegExp): Promise<void> {
    await this.goto(path);
    await expect(this.heading(heading)).toBeVisible();
  }

  /** Opens `path` signed out, signs in on the IdP as `email` and waits for the page titled `heading`. */
  async signInAt(path: string, email: string, heading: string): Promise<void> {
    await this.goto(path);
    await signInOnIdp(this.page, email);
    await expect(this.heading(heading)).toBeVisible();
  }

  /** The level-2 heading every page frame shows (the route's title). */
  heading(title: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 2, name: title });
  }

  /** The honest "not built yet" notice of a planned screen. */
  get notBuiltYet(): Locator {
    return this.page.getByText('This screen is not built yet');
  }

  /** The placeholder shown while a remote's code loads. */
  get loadingPlaceholder(): Locator {
    return this.page.locator('main [data-remote-loading]');
  }

  /** The named error panel of a remote that could not be loaded. */
  remoteError(remote: RemoteName): Locator {
    return this.page.locator(`[role="alert"][data-remote-error="${remote}"]`);
  }

  /** Any remote error panel on the page. */
  get anyRemoteError(): Locator {
    return this.page.locator('[data-remote-error]');
  }

  /** The account menu's button in the top bar (it shows the signed-in address). */
  get accountMenuButton(): Locator {
    return this.page.getByTestId('signed-in-user');
  }

  /**
   * Chooses the tab named `name`. On a narrow screen a tab the bar has scrolled out of view is
   * chosen from the bar's "More tabs" list, as a phone user without swiping would.
   */
  async chooseTab(name: string): Promise<void> {
    const tab = this.page.getByRole('tab', { name, exact: true });
    const inBar = await tab.evaluate((el) => {
      const bar = el.closest('.ant-tabs-nav-wrap')?.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return !bar || (box.left >= bar.left - 1 && box.right <= bar.right + 1);
    });
    if (inBar) return tab.click();
    // antd opens the list on hover and closes it when the bar re-measures (a tab's content loading
    // can do that mid-click), so a list that closed under the pointer is opened again.
    const more = this.page.locator('.ant-tabs-nav').filter({ has: tab }).getByRole('button', { name: 'More tabs' });
    await expect(async () => {
      await more.click();
      await this.page.getByRole('listbox').getByRole('option', { name, exact: true }).click({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  /** Opens the account menu (antd's Dropdown, a WAI-ARIA menu) and answers it. */
  async openAccountMenu(): Promise<Locator> {
    await expect(this.accountMenuButton).toBeEnabled();
    await this.accountMenuButton.click();
    // The open dropdown's menu: not by name, which follows the language ("Account menu", "Kontomenü").
    const menu = this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Chooses an entry of the account menu (opening it first). */
  async chooseInAccountMenu(name: string): Promise<void> {
    const menu = await this.openAccountMenu();
    await menu.getByRole('menuitem', { name, exact: true }).click();
  }

  async clickNetworks(): Promise<void> {
    await this.header.getByRole('link', { name: 'Networks', exact: true }).click();
  }

  async clickHotspots(): Promise<void> {
    await this.header.getByRole('link', { name: 'Hotspots', exact: true }).click();
  }

  /** The header still works and so do the other remotes: Networks by its link, the admin area client-side (staff only). */
  async expectNetworksAndAdminWork(): Promise<void> {
    await this.clickNetworks();
    await expect(this.heading('Networks')).toBeVisible();
    await this.navigateClientSide('/admin');
    await expect(this.heading('Admin Dashboard')).toBeVisible();
  }

  async openDiagnostics(): Promise<void> {
    await this.footer.getByRole('link', { name: 'Diagnostics' }).click();
    await expect(this.heading('Diagnostics')).toBeVisible();
  }

  /**
   * Client-side navigation for routes without a link: React Router listens to popstate, so the
   * page (and the in-memory diagnostics state) survives.
   */
  async navigateClientSide(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(this.page).toHaveURL((url) => url.pathname === path.split('?')[0]);
  }

  /** Sets a marker on `window` that only survives if the page is not reloaded. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { __noReload?: boolean }).__noReload = true;
    });
  }

  async documentIsMarked(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
  }
}

type PanelField = 'Remote' | 'Failed step' | 'Cause' | 'Script' | 'Details';

/** The error panel's descriptions: Remote, Failed step, Cause, Script, Details. */
export class RemoteErrorPanel {
  constructor(readonly root: Locator) {}

  /** The value shown next to a label of the descriptions list. */
  field(label: PanelField): Locator {
    return this.root.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  /** Waits for the panel, then checks its title (when given) and the values shown next to `fields`' labels, in order. */
  async expectShown(expected: { title?: string; fields: Partial<Record<PanelField, string | RegExp>> }): Promise<void> {
    await expect(this.root).toBeVisible();
    if (expected.title !== undefined) await expect(this.title).toHaveText(expected.title);
    for (const [label, value] of Object.entries(expected.fields)) {
      if (value !== undefined) await expect(this.field(label as PanelField)).toHaveText(value);
    }
  }

  /** Retry (once the cause is gone) shows `heading` instead of the panel in the same document: no reload. */
  async retryRecovers(app: ConsolePage, heading: string): Promise<void> {
    await app.markDocument();
    await this.retry.click();
    await expect(app.heading(heading)).toBeVisible();
    await expect(this.root).toBeHidden();
    expect(await app.documentIsMarked()).toBe(true);
  }

  get title(): Locator {
    return this.root.getByRole('heading');
  }

  get retry(): Locator {
    return this.root.getByRole('button', { name: 'Retry' });
  }
}
