import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __firstShownAt?: Record<string, number>;
  }
}

/**
 * Records, from the page's first script on, the page's (fake) time at which an element matching
 * `selector` and containing `text` first appears. A test that checks how long something stays on screen
 * pauses the fake clock from that moment (`page.clock.pauseAt(shownAt + …)`) rather than from when it
 * saw the element: on a busy machine the page's installed clock runs on while the test catches up.
 * Returns a function that waits for the time and answers it.
 */
export async function recordFirstShown(page: Page, selector: string, text: string): Promise<() => Promise<number>> {
  const key = `${selector}|${text}`;
  await page.addInitScript(
    ({ selector, text, key }) => {
      const check = (): boolean => {
        const found = [...document.querySelectorAll(selector)].some((e) => e.textContent?.includes(text));
        if (found) (window.__firstShownAt ??= {})[key] ??= Date.now();
        return found;
      };
      const observer = new MutationObserver(() => {
        if (check()) observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    },
    { selector, text, key },
  );
  return async () => {
    const handle = await page.waitForFunction((key) => window.__firstShownAt?.[key], key);
    return (await handle.jsonValue()) as number;
  };
}
