import { expect, test, type Locator } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { ACME, api, uniqueName } from '../../support/platformApi.ts';
import { USERS } from '../../support/users.ts';

const PHONE = { width: 390, height: 844 };

/**
 * Whether every cell of `row` but the last (the Actions column) shows its whole text once scrolled
 * into view: the text is not cut off by its cell, and nothing (a sticky Actions column) lies over it.
 * Answers the texts that are hidden, with how.
 */
async function hiddenCellTexts(row: Locator): Promise<string[]> {
  const cells = row.getByRole('cell');
  const count = await cells.count();
  const hidden: string[] = [];
  for (let i = 0; i < count - 1; i++) {
    const cell = cells.nth(i);
    await cell.scrollIntoViewIfNeeded();
    const problem = await cell.evaluate((td) => {
      const text = (td.textContent ?? '').trim();
      if (text === '') return null;
      const range = document.createRange();
      range.selectNodeContents(td);
      const box = range.getBoundingClientRect();
      const own = td.getBoundingClientRect();
      if (box.right > own.right + 0.5 || box.left < own.left - 0.5) return `${text}: wider than its cell`;
      const y = box.top + box.height / 2;
      for (const x of [box.left + 1, box.right - 1]) {
        const at = document.elementFromPoint(x, y);
        if (at === null || !td.contains(at)) return `${text}: covered at x=${Math.round(x)}`;
      }
      return null;
    });
    if (problem !== null) hidden.push(problem);
  }
  return hidden;
}

test.describe('account tables on a 390 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('API Tokens: Created, Expiration and Last used are readable beside the actions', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.open(`/account/apitokens?account=${ACME}`, 'API Tokens');
    const name = uniqueName('phone');
    const created = await api<{ token_id: string }>(page, 'POST', `/v1/accounts/${ACME}/api-tokens`, { name });
    expect(created.status).toBe(201);
    try {
      await page.reload();
      const row = page.getByRole('table', { name: 'API tokens' }).getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();
      expect(await hiddenCellTexts(row)).toEqual([]);
      // The actions are still there, a scroll of the table away.
      await row.getByRole('button', { name: 'Rotate' }).scrollIntoViewIfNeeded();
      await expect(row.getByRole('button', { name: 'Rotate' })).toBeInViewport();
    } finally {
      await api(page, 'DELETE', `/v1/accounts/${ACME}/api-tokens/${created.body.token_id}`);
    }
  });

  test("Members: the Level is readable beside the actions (not an 'S')", async ({ page }) => {
    const app = new ConsolePage(page);
    await app.open(`/account/members?account=${ACME}`, 'Members');
    const table = page.getByRole('table', { name: 'Members' });
    for (const email of [USERS.owner, USERS.installer]) {
      const row = table.getByRole('row').filter({ hasText: email });
      await expect(row).toBeVisible();
      expect(await hiddenCellTexts(row)).toEqual([]);
    }
  });
});
