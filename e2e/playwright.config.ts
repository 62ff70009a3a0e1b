import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { assertSupportedNode } from '../shared/build/node-version.mjs';
import { chromiumLaunchOptions } from '../shared/build/chromium.mjs';
import { storageStatePath } from './support/signIn.ts';
import { ALT_ACCOUNT_PORT, ALT_BUILD_VERSION, SHELL_URL } from './support/constants.ts';
import { FAULT_SECRET_ENV } from './support/faults.ts';

/**
 * platform-sim's fault injection is on only for this run, behind a secret made up here; the workers
 * inherit it from this process's environment (support/faults.ts sends it).
 */
assertSupportedNode();

process.env[FAULT_SECRET_ENV] ??= randomUUID();

/** The workspace root: the webServer command runs there. */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the second mf-account build (version e2e-alt) into mf-account/dist-alt, then serves the
 * production builds made by `pnpm build` plus that extra build on :3014. start-all exits with
 * "… is missing: run `pnpm build` first." when a dist folder is missing.
 */
const webServerCommand = [
  `cd mf-account && MF_BUILD_VERSION=${ALT_BUILD_VERSION} BEACON_DIST_DIR=dist-alt pnpm exec rsbuild build`,
  `cd .. && PLATFORM_SIM_DATA_DIR=:memory: node shared/build/start-all.mjs --extra mf-account=${ALT_ACCOUNT_PORT}:mf-account/dist-alt`,
].join(' && ');

/**
 * The main flows that run on a phone too: sign-in, the network list and page, registering a device,
 * routes, and the hotspot dashboard (its filters, cards, four tabs and map at 390 px). The other hotspot
 * screens run on the desktop only: none of their tests is about the phone layout, and CI's time is capped.
 */
const PHONE_FLOWS = [
  /auth\/sign-in\.spec\.ts/,
  /networks\/network-list\.spec\.ts/,
  /network-page\/tabs\.spec\.ts/,
  /network-page\/register-device\.spec\.ts/,
  /routes\/manage-routes\.spec\.ts/,
  /hotspots\/dashboard\.spec\.ts/,
];

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: 'list',
  // A test's whole time, a guard against a hang, not a measure of speed (the benches measure that):
  // on a quiet 2-core machine the longest flows take 20–26 s, and a loaded one doubles that, so 30 s
  // timed out tests that were right. Each wait for the page keeps its own 10 s (expect).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: SHELL_URL,
    // Recording a trace for every test costs about a quarter of the run's time on a 2-core machine
    // (measured: 48 tests in 232 s with traces, 175 s without), and CI keeps no artifacts: CI records
    // none; a local run keeps the traces of failed tests.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'sign-in',
      testMatch: /auth\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
    {
      name: 'chromium',
      dependencies: ['sign-in'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions(),
        // Signed in as the owner (tests that need another user or none say so).
        storageState: storageStatePath('owner@example.com'),
      },
    },
    {
      // The main flows again on a 390 × 844 phone (installers register devices in the field).
      name: 'phone',
      dependencies: ['sign-in'],
      testMatch: PHONE_FLOWS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        launchOptions: chromiumLaunchOptions(),
        storageState: storageStatePath('owner@example.com'),
      },
    },
  ],
  webServer: {
    command: webServerCommand,
    cwd: repoRoot,
    url: `${SHELL_URL}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // The hotspot simulator only catches up at start (stable data during a run); alerts hold 1 s.
    env: {
      PLATFORM_SIM_FAULTS: 'on',
      // The outbox as a shared deployment has it: closed but to the run's secret (e2e/support/outbox.ts).
      PLATFORM_SIM_OUTBOX: 'off',
      PLATFORM_SIM_FAULTS_SECRET: process.env[FAULT_SECRET_ENV],
      PLATFORM_SIM_HOTSPOT_SIM: 'catch-up',
      PLATFORM_SIM_ALERT_HOLD_SECONDS: '1',
      // A failed delivery's retries after 200 ms and 400 ms (1 s and 2 s by default): same rule, less waiting.
      PLATFORM_SIM_RETRY_BASE_MS: '200',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
