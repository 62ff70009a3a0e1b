import { expect, type Locator, type Page } from '@playwright/test';
import type { RemoteName } from './constants.ts';

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

  async clickNetworks(): Promise<void> {
    await this.header.getByRole('link', { name: 'Networks', exact: true }).click();
  }

  async clickHotspots(): Promise<void> {
    await this.header.getByRole('link', { name: 'Hotspots', exact: true }).click();
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

/** The error panel's descriptions: Remote, Failed step, Cause, Script, Details. */
export class RemoteErrorPanel {
  constructor(readonly root: Locator) {}

  /** The value shown next to a label of the descriptions list. */
  field(label: 'Remote' | 'Failed step' | 'Cause' | 'Script' | 'Details'): Locator {
    return this.root.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  get title(): Locator {
    return this.root.getByRole('heading');
  }

  get retry(): Locator {
    return this.root.getByRole('button', { name: 'Retry' });
  }
}
