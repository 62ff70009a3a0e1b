import { expect, type Locator, type Page } from '@playwright/test';

/** Fills the fields of `scope` by their labels, in the order given; `true` checks a checkbox. */
export async function fillByLabel(scope: Locator, values: Readonly<Record<string, string | true>>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabel(label);
    if (value === true) await field.check();
    else await field.fill(value);
  }
}

/**
 * Chooses an option in the antd Select list that is open (antd renders it outside the form): the one
 * with `text`, or the first. It waits for the list's opening motion to end first, as a click while
 * the list slides in can land beside the moving option and be lost; then for the list to close.
 */
export async function chooseOption(page: Page, text: string | RegExp | { first: true }): Promise<void> {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(list).toHaveCount(1);
  await expect(list).not.toHaveClass(/-(appear|enter)\b/);
  const options = list.locator('.ant-select-item-option');
  await (typeof text === 'object' && 'first' in text ? options.first() : options.filter({ hasText: text })).click();
  await expect(list).toBeHidden();
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
