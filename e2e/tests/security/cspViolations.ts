import type { Page } from '@playwright/test';
import { SHELL_URL } from '../../support/constants.ts';

export interface CspViolation {
  /** The document whose policy was violated. */
  documentURI: string;
  directive: string;
  blockedURI: string;
  sample: string;
}

/**
 * Collects every `securitypolicyviolation` event of the console's documents from now on, across
 * navigations (an init script reports each event to the test through an exposed function), plus
 * the browser's console errors about the Content Security Policy. Pages of other origins (the
 * IdP's sign-in page and its silent-renew frame) have their own policies and are not counted.
 */
export async function watchCspViolations(page: Page): Promise<{ violations: CspViolation[]; consoleErrors: string[] }> {
  const violations: CspViolation[] = [];
  const consoleErrors: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
    if (violation.documentURI.startsWith(SHELL_URL)) violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (v: unknown) => void }).__reportCspViolation;
      report?.({
        documentURI: event.documentURI,
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content Security Policy/i.test(message.text()) &&
      page.url().startsWith(SHELL_URL)
    )
      consoleErrors.push(message.text());
  });
  return { violations, consoleErrors };
}
