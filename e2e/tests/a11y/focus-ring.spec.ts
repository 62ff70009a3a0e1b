import { expect, test, type Page } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { seededNetworkId } from '../../support/platformApi.ts';

// The focus indicator (WCAG 2.2 focus appearance): tabbing through a page, every focused control has
// an outline of at least 2 px whose colour is at least 3:1 against what is behind it, in both schemes.

interface FocusRing {
  what: string;
  outline: string;
  width: number;
  ratio: number;
  double: boolean;
}

/** Presses Tab `stops` times and measures the focus ring of each control that takes the focus. */
async function tabThrough(page: Page, stops: number): Promise<FocusRing[]> {
  const rings: FocusRing[] = [];
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement) || el === document.body) return null;
      const rgba = (css: string): number[] => (css.match(/[\d.]+/g) ?? []).map(Number);
      // What is behind the ring: the nearest opaque background above the element, blended upwards.
      const behind = (start: Element | null): number[] => {
        const layers: number[][] = [];
        for (let node = start; node; node = node.parentElement) {
          const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(node).backgroundColor);
          if (a > 0) layers.push([r, g, b, a]);
          if (a >= 1) break;
        }
        let color = [255, 255, 255];
        for (const [r = 0, g = 0, b = 0, a = 1] of layers.reverse()) {
          color = [
            r * a + (color[0] ?? 0) * (1 - a),
            g * a + (color[1] ?? 0) * (1 - a),
            b * a + (color[2] ?? 0) * (1 - a),
          ];
        }
        return color;
      };
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      // The ring is the element's own, or (a text field inside a frame) the nearest frame's round it.
      let holder: HTMLElement = el;
      for (let node = el.parentElement, up = 0; node && up < 4; node = node.parentElement, up += 1) {
        if (getComputedStyle(holder).outlineStyle !== 'none') break;
        holder = node;
      }
      if (getComputedStyle(holder).outlineStyle === 'none') holder = el;
      // A ring in a ring: the control and a frame round it both drawing one.
      let double = false;
      for (let node = holder.parentElement, up = 0; node && up < 4; node = node.parentElement, up += 1)
        if (getComputedStyle(node).outlineStyle !== 'none') double = true;
      const style = getComputedStyle(holder);
      const [lo, hi] = [luminance(rgba(style.outlineColor)), luminance(behind(holder.parentElement))].sort(
        (a, b) => a - b,
      );
      return {
        what: `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
        outline: `${style.outlineStyle} ${style.outlineColor}`,
        width: parseFloat(style.outlineWidth),
        ratio: ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05),
        double,
      };
    });
    if (ring) rings.push(ring);
  }
  return rings;
}

for (const scheme of ['dark', 'light'] as const) {
  test(`in the ${scheme} scheme every focused control on the network page has a visible ring of 3:1`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const app = new ConsolePage(page);
    const id = await seededNetworkId(page, 'Warehouse');
    await app.goto(`/networks/${id}/settings`);
    await expect(page.getByRole('heading', { name: 'Warehouse' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);

    const rings = await tabThrough(page, 30);
    // The top bar, the tabs and the settings forms: enough stops to cross all three.
    expect(rings.length).toBeGreaterThanOrEqual(20);
    for (const ring of rings) {
      expect.soft(ring.outline, ring.what).toMatch(/^solid /);
      expect.soft(ring.width, ring.what).toBeGreaterThanOrEqual(2);
      expect.soft(ring.ratio, `${ring.what}: ${ring.outline}`).toBeGreaterThanOrEqual(3);
      expect.soft(ring.double, `${ring.what}: one ring, not a ring in a ring`).toBe(false);
    }
  });
}
