import { expect, type Locator, type Page } from '@playwright/test';

/** The seeded Warehouse device the palette tests find by a part of its MAC (ids end in the MAC's 12 hex digits). */
export const WAREHOUSE_DEVICE = '00000000-0000-8000-8200-91de1d099c4d';
/** That device however it is written: its id, or its MAC address (the device page's form). */
export const WAREHOUSE_DEVICE_TEXT = /91[:-]?de[:-]?1d[:-]?09[:-]?9c[:-]?4d/i;
/** The same MAC part as an installer types it from a label. */
export const WAREHOUSE_MAC_PART = '91:de:1d';
/** The seeded hotspot with the alias HS-0001 (platform-sim's seed, acme-logistics). */
export const FIRST_HOTSPOT = { alias: 'HS-0001', id: 'd1dab6e9-bb03-4405-876a-56815bf1a9bd' };

/**
 * The command palette (issue 17): a dialog with a combobox and a listbox of options in named groups
 * (cmdk). Opened by ⌘K, Ctrl+K, "/" outside a text field, or the top bar's Search button.
 */
export class Palette {
  readonly dialog: Locator;
  readonly input: Locator;
  readonly list: Locator;
  readonly button: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Search and commands' });
    this.input = this.dialog.getByRole('combobox');
    this.list = this.dialog.getByRole('listbox');
    this.button = page.locator('header').getByRole('button', { name: /^Search/ });
  }

  /** Opens it with Ctrl+K (the page's frame must be there) and waits for its field to have the focus. */
  async open(): Promise<void> {
    await expect(this.button).toBeVisible();
    await this.page.keyboard.press('Control+K');
    await this.expectOpen();
  }

  /** Goes to `url` and opens it there (see `open`). */
  async openAt(url: string): Promise<void> {
    await this.page.goto(url);
    await this.open();
  }

  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.input).toBeFocused();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toBeHidden();
  }

  /** Types `text` into the palette's field (replacing what was there). */
  async search(text: string): Promise<void> {
    await this.input.fill(text);
  }

  /** The group headed `heading` (Devices, Hotspots, Actions, Recent…). */
  group(heading: string): Locator {
    return this.dialog.getByRole('group', { name: heading });
  }

  /** The options of the group headed `heading` whose text contains `text`. */
  groupOption(heading: string, text: string | RegExp): Locator {
    return this.group(heading).getByRole('option').filter({ hasText: text });
  }

  /** The options of the list whose text contains `text`. */
  option(text: string | RegExp): Locator {
    return this.list.getByRole('option').filter({ hasText: text });
  }
}
