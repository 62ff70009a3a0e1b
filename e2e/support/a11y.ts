import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The rules the console is held to: WCAG 2.1 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is and fails on any serious or critical violation, naming each rule
 * and the first elements it found. Every screen's e2e test can end with this one line. The counts
 * by impact are attached to the test (`axe <label>`), so the report gives the figures per screen.
 */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await settled(page);
  const { violations } = await withoutTransitions(page, () => new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze());
  const byImpact: Record<string, number> = {};
  for (const v of violations) byImpact[v.impact ?? 'unknown'] = (byImpact[v.impact ?? 'unknown'] ?? 0) + v.nodes.length;
  test.info().annotations.push({ type: `axe ${label}`, description: JSON.stringify(byImpact) });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' ') + contrastOf(n.any))
          .join(', ')}`,
    );
  expect(serious, `axe on ${label}`).toEqual([]);
}

/**
 * Waits for the page's CSS transitions and animations that end (not a spinner's endless one): axe
 * measures colours as they are, and a theme switch fades them over 0.2 s, which a busy machine can
 * catch half-way (a dark table header measured as #626262). It waits two frames first and looks again
 * after each wave, because a render still queued when the page went quiet (a button that loaded data
 * enables) starts its fade only then (an Export button measured half-way from disabled, #b8b8b8).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    for (let wave = 0; wave < 20; wave += 1) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)) && a.playState === 'running');
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * Runs `scan` with CSS transitions switched off, so a colour that changes while axe is measuring (a
 * button enabled by data arriving mid-scan, an Export button measured half-way from disabled, #b0b0b0
 * on #ebebeb) is measured at its end, as a person sees it once the page is still.
 */
async function withoutTransitions<T>(page: Page, scan: () => Promise<T>): Promise<T> {
  // A constructed style sheet: the console's CSP lets no <style> element in without its nonce.
  const still = '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }';
  await page.evaluate((rule) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rule);
    (window as unknown as { __axeStill?: CSSStyleSheet }).__axeStill = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    // A fade already under way keeps its own duration: it jumps to its end.
    for (const running of document.getAnimations()) if (running instanceof CSSTransition) running.finish();
  }, still);
  try {
    return await scan();
  } finally {
    await page
      .evaluate(() => {
        const sheet = (window as unknown as { __axeStill?: CSSStyleSheet }).__axeStill;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      })
      .catch(() => undefined);
  }
}

/** For a colour-contrast finding: the colours and ratio axe measured, so the fix is in the message. */
function contrastOf(checks: { data?: unknown }[]): string {
  const data = checks[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.contrastRatio ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
}

/**
 * `expectAccessible` in the light scheme, then again after the system scheme turns dark (the console
 * follows it live), then back to light: for a state a test reached, such as an open dialog.
 */
export async function expectAccessibleInBothSchemes(page: Page, label: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectAccessible(page, `light ${label}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // React renders the dark antd theme in a task after the change: two frames later it is painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expectAccessible(page, `dark ${label}`);
  await page.emulateMedia({ colorScheme: 'light' });
}
