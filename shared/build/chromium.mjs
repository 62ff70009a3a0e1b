// How this project launches Chromium (e2e tests and the bundle benchmark): the system Chromium when
// it exists (CI installs Debian's), with the flags that keep it off the closed network; otherwise
// Playwright's own browser with its defaults.
import { existsSync } from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for Playwright: `{ executablePath, args }` for the system Chromium, else `{}`. */
export function chromiumLaunchOptions() {
  return existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_ARGS } : {};
}
