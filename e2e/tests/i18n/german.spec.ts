import { expect, test, type Page } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';

// A browser that prefers German, in Berlin: the console follows it until a language is chosen.
test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

const LANGUAGE_KEY = 'beacon.language';

const warehouseCard = (page: Page) => page.getByRole('article', { name: 'Warehouse' });

test('the network list follows a German browser, and a remembered English choice wins after a reload', async ({
  page,
}) => {
  const app = new ConsolePage(page);
  await app.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(app.heading('Netzwerke')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Netzwerk erstellen' })).toBeVisible();
  await expect(page.getByText(/^Netzwerke insgesamt: \d+$/)).toBeVisible();

  // German digits, a German relative time, and the local time zone in the full date and time.
  const card = warehouseCard(page);
  await expect(card).toContainText('Zuletzt aktualisiert');
  await expect(card).toContainText('1.200');
  await expect(card).toContainText(/vor \d+ (Minute|Minuten|Stunde|Stunden|Tag|Tagen)|Gerade eben|\d+\. \S+ \d{4}/);
  await expect(card.getByTitle(/^\d+\. \S+ \d{4}, \d{2}:\d{2} (MEZ|MESZ)$/)).toBeVisible();

  await page.evaluate((key) => window.localStorage.setItem(key, 'en'), LANGUAGE_KEY);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(app.heading('Networks')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Network' })).toBeVisible();
  await expect(warehouseCard(page)).toContainText('Last updated');
  await expect(warehouseCard(page)).toContainText('1,200');
});
