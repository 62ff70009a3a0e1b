import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Cursor paging of a list (the console keeps `?cursor=…&back=…` in the URL): Next opens the page after the
 * one whose first row shows `first`, with the cursor in the URL, and a reload keeps that page. `onNextPage`
 * checks more on the next page before the reload. Answers the text of the next page's first row.
 */
export async function expectNextPageKeptOnReload(
  page: Page,
  firstRow: Locator,
  first: string,
  onNextPage?: () => Promise<void>,
): Promise<string> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]cursor=[^&]+&back=$/);
  await expect(firstRow).not.toHaveText(first);
  await onNextPage?.();
  const second = (await firstRow.textContent()) ?? '';
  const secondUrl = page.url();

  await page.reload();
  await expect(firstRow).toHaveText(second);
  expect(page.url()).toBe(secondUrl);
  return second;
}
