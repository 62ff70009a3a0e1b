import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seededNetworkId } from '../../support/platformApi.ts';

test('probe axe devices', async ({ page }) => {
  const id = await seededNetworkId(page, 'Office');
  await page.goto(`/networks/${id}/devices`);
  await expect(page.getByRole('table', { name: 'Devices' }).getByRole('row').nth(2)).toBeVisible();
  const result = await new AxeBuilder({ page })
    .withRules(['aria-required-children', 'aria-required-parent', 'aria-allowed-role', 'presentation-role-conflict'])
    .analyze();
  for (const v of result.violations) {
    console.log(v.id, v.impact);
    for (const n of v.nodes.slice(0, 5))
      console.log(
        '  ',
        n.target.join(' '),
        '\n   ',
        n.failureSummary?.replace(/\n/g, ' | '),
        '\n   ',
        n.html.slice(0, 200),
      );
  }
});
