import { createHash } from 'node:crypto';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { manifestUrl, REMOTE_NAMES, SHELL_URL } from '../../support/constants.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { API_ORIGIN } from '../../support/faults.ts';
import { BASE_PATH_ROUTES, TITLED_ROUTES, WAREHOUSE_NETWORK_ID } from '../../support/routes.ts';
import { IDP_ORIGIN, signInOnIdp } from '../../support/signIn.ts';
import { storageStateOf } from '../../support/users.ts';
import { watchCspViolations } from './cspViolations.ts';
import { openedDialog } from '../../support/forms.ts';

/** Not the shell, not a remote, not on the local override allow-list (which names 127.0.0.1 only). */
const FOREIGN_ORIGIN = 'http://127.0.0.2:4190';

function directivesOf(response: APIResponse): Record<string, string[]> {
  const csp = response.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

const originOf = (url: string) => new URL(url).origin;

interface RuntimeConfig {
  remotes: { entry: string; enabled?: boolean }[];
  marketingForms?: { scriptUrl: string } | null;
  remoteOverrides?: { allowedOrigins: string[] };
}

test.describe('security headers', () => {
  test('the shell HTML carries a CSP made from the runtime config, with a fresh style nonce each time', async ({
    request,
  }) => {
    const config = (await (await request.get('/config.json')).json()) as RuntimeConfig;
    const first = await request.get('/');
    const fallback = await request.get(`/networks/${WAREHOUSE_NETWORK_ID}/devices?view=map`);
    for (const page of [first, fallback]) {
      expect(page.status()).toBe(200);
      expect(page.headers()['content-type']).toContain('text/html');
      const csp = page.headers()['content-security-policy'];
      expect(csp).toBeTruthy();
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    }

    const d = directivesOf(first);
    // The page's one inline script (the theme boot script), allowed by its hash, not by 'unsafe-inline'.
    const html = await first.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const bootHash = `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`;
    // script-src: the shell, that hash, the registry's remotes, the origins overrides may use, the forms script. Nothing else.
    const expectedScripts = new Set([
      "'self'",
      bootHash,
      ...config.remotes.filter((r) => r.enabled !== false).map((r) => originOf(r.entry)),
      ...(config.remoteOverrides?.allowedOrigins ?? []).filter((o) => !o.includes('[')),
      ...(config.marketingForms ? [originOf(config.marketingForms.scriptUrl)] : []),
    ]);
    expect(new Set(d['script-src'])).toEqual(expectedScripts);
    for (const remote of REMOTE_NAMES) expect(d['script-src']).toContain(originOf(manifestUrl(remote)));
    expect(d['connect-src']).toEqual(expect.arrayContaining(["'self'", API_ORIGIN, IDP_ORIGIN]));
    expect(d['frame-src']).toEqual([IDP_ORIGIN]);
    expect(d['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);

    // The nonce of style-src is the one the page carries, and every response gets its own.
    const nonceIn = async (page: APIResponse) => {
      const nonce = directivesOf(page)
        ['style-src']?.find((s) => s.startsWith("'nonce-"))
        ?.slice(7, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(await page.text()).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      return nonce;
    };
    expect(await nonceIn(first)).not.toBe(await nonceIn(fallback));
  });

  test('every response of the shell and the remotes says nosniff and a Referrer-Policy', async ({ request }) => {
    const urls = [
      `${SHELL_URL}/`,
      `${SHELL_URL}/config.json`,
      `${SHELL_URL}/no-such-file.js`,
      ...REMOTE_NAMES.map((r) => manifestUrl(r)),
      `${originOf(manifestUrl('mf-account'))}/remoteEntry.js`,
    ];
    for (const url of urls) {
      const response = await request.get(url);
      expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers()['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });
});

test.describe('the console under its CSP', () => {
  test('a script, an inline script or injected styles from outside the policy are blocked', async ({ page }) => {
    const { violations } = await watchCspViolations(page);
    const requested: string[] = [];
    // Were the browser to fetch it, this would run.
    await page.route(`${FOREIGN_ORIGIN}/**`, async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__foreignRan = true;' });
    });
    await page.goto('/diagnostics');
    await expect(new ConsolePage(page).heading('Diagnostics')).toBeVisible();

    const outcome = await page.evaluate(async (src) => {
      const script = document.createElement('script');
      script.src = src;
      const loaded = new Promise<string>((resolve) => {
        script.addEventListener('load', () => resolve('loaded'));
        script.addEventListener('error', () => resolve('error'));
      });
      document.head.append(script);
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true;';
      document.head.append(inline);
      const holder = document.createElement('div');
      holder.innerHTML = '<style>body { background: rgb(255, 0, 0) !important; }</style>';
      document.body.append(holder);
      // Outside Playwright's own evaluation (which the browser lets through), as page code would.
      const evalResult = await new Promise<string>((resolve) =>
        setTimeout(() => {
          try {
            // The policy has no 'unsafe-eval': this must throw.
            // eslint-disable-next-line @typescript-eslint/no-implied-eval -- what the test is about
            const compiled = new Function('return "ran"') as () => string;
            resolve(compiled());
          } catch (error) {
            resolve((error as Error).name);
          }
        }, 0),
      );
      const w = window as { __foreignRan?: boolean; __inlineRan?: boolean };
      return {
        load: await loaded,
        foreignRan: w.__foreignRan ?? false,
        inlineRan: w.__inlineRan ?? false,
        background: getComputedStyle(document.body).backgroundColor,
        evalResult,
      };
    }, `${FOREIGN_ORIGIN}/x.js`);

    expect(outcome).toEqual({
      load: 'error',
      foreignRan: false,
      inlineRan: false,
      background: expect.not.stringMatching(/255, 0, 0/) as unknown as string,
      evalResult: 'EvalError',
    });
    expect(requested).toEqual([]);
    await expect
      .poll(() => violations.map((v) => `${v.directive} ${v.blockedURI}`))
      .toEqual(
        expect.arrayContaining([
          `script-src-elem ${FOREIGN_ORIGIN}/x.js`,
          'script-src-elem inline',
          'style-src-elem inline',
          'script-src eval',
        ]),
      );
  });

  test("without the nonce in the page, antd's injected styles are blocked (the policy has no unsafe-inline)", async ({
    page,
  }) => {
    const { violations } = await watchCspViolations(page);
    // The real response (header and all), but the meta element is taken out as it is parsed.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          record.addedNodes.forEach((node) => {
            if (node instanceof HTMLMetaElement && node.name === 'csp-nonce') node.remove();
          });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(new ConsolePage(page).heading('Networks')).toBeVisible();
    await expect
      .poll(() => violations.filter((v) => v.directive === 'style-src-elem' && v.blockedURI === 'inline').length)
      .toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Create Network' }).first()).not.toHaveCSS(
      'background-color',
      'rgb(22, 104, 220)',
    );
  });

  test('antd styles, modals, the Devices map, the Statistics charts and the marketing form work, with no violation', async ({
    page,
  }) => {
    const { violations, consoleErrors } = await watchCspViolations(page);
    const app = new ConsolePage(page);

    await app.open('/', 'Networks');
    // antd's CSS-in-JS styles apply (their <style> elements carry the nonce): the primary colour.
    const create = page.getByRole('button', { name: 'Create Network' }).first();
    await expect(create).toHaveCSS('background-color', 'rgb(22, 104, 220)');
    expect(await page.locator('style[data-css-hash], style[data-rc-order]').count()).toBeGreaterThan(0);
    // A modal: its styles and the scroll lock rc-util injects (no nonce of its own).
    await create.click();
    const dialog = await openedDialog(page, 'Create Network');
    await expect(dialog).toHaveCSS('position', /relative|absolute|fixed/);
    await expect(page.locator('body')).toHaveCSS('overflow-y', 'hidden');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // OpenLayers: the Devices tab map (its CSS comes from mf-devices' origin, markers on a canvas).
    await app.goto(`/networks/${WAREHOUSE_NETWORK_ID}/devices`);
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Map', { exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of device locations' });
    await expect(map).toHaveAttribute('aria-busy', 'false');
    await expect(map.locator('canvas').first()).toBeVisible();
    await expect(map.locator('.ol-control').first()).toHaveCSS('position', 'absolute');

    // @ant-design/charts: the Statistics tab draws its three charts.
    await app.goto(`/networks/${WAREHOUSE_NETWORK_ID}/stats`);
    for (const title of ['Active Devices', 'Requests and Connections', 'Data Transfer']) {
      await expect(page.getByRole('figure', { name: title }).locator('canvas').first()).toBeVisible();
    }
    await expect(page.getByText('This chart could not be shown')).toHaveCount(0);

    // The marketing-forms embed script (its origin is in script-src) renders its form.
    await app.goto('/request_account');
    await expect(
      page.getByRole('region', { name: 'Request an account form' }).getByRole('button', { name: 'Request account' }),
    ).toBeVisible();

    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('every screen under the CSP', () => {
  const screens = [...BASE_PATH_ROUTES, ...TITLED_ROUTES].filter(
    (route, i, all) => all.findIndex((other) => other.path === route.path) === i,
  );
  for (const as of [undefined, 'staff'] as const) {
    test.describe(() => {
      if (as) test.use({ storageState: storageStateOf(as) });
      test(`the screens${as ? ` of ${as}` : ''} render with no violation`, async ({ page }) => {
        test.setTimeout(120_000);
        const { violations, consoleErrors } = await watchCspViolations(page);
        const app = new ConsolePage(page);
        for (const route of screens.filter((r) => r.as === as)) {
          await app.goto(route.path);
          await expect(app.heading(route.title), route.path).toBeVisible();
          await expect(app.anyRemoteError).toHaveCount(0);
        }
        expect(violations).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    });
  }
});

test.describe('sign-in under the CSP', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  /** The Auth0 SDK's token cache entry in localStorage. */
  async function tokenCache(page: Page): Promise<{ key: string; access: string; refresh: boolean }> {
    return page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'));
      const entry = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as {
        body?: { access_token?: string; refresh_token?: string };
      };
      return { key: key ?? '', access: entry.body?.access_token ?? '', refresh: Boolean(entry.body?.refresh_token) };
    });
  }

  test('a fresh sign-in through the IdP, then a silent renewal in the hidden IdP iframe, with no violation', async ({
    page,
  }) => {
    const { violations, consoleErrors } = await watchCspViolations(page);
    const app = new ConsolePage(page);
    await app.goto('/hotspots/manage');
    await signInOnIdp(page, 'member@example.com');
    await expect(app.heading('Manage Hotspots')).toBeVisible();
    await expect(page.getByTestId('signed-in-user')).toHaveText('member@example.com');
    const before = await tokenCache(page);
    expect(before.access).not.toBe('');

    // Without a refresh token and with the access token expired, the SDK falls back to the IdP
    // session: /authorize?prompt=none&response_mode=web_message in a hidden iframe (frame-src),
    // then /oauth/token (connect-src).
    await page.evaluate((key) => {
      const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        body: Record<string, unknown>;
        expiresAt: number;
      };
      delete entry.body.refresh_token;
      entry.expiresAt = 0;
      localStorage.setItem(key, JSON.stringify(entry));
    }, before.key);
    const silent = page.waitForRequest(
      (r) =>
        r.url().startsWith(`${IDP_ORIGIN}/authorize`) &&
        new URL(r.url()).searchParams.get('prompt') === 'none' &&
        new URL(r.url()).searchParams.get('response_mode') === 'web_message',
    );
    const idpFrames: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() && frame.url().startsWith(IDP_ORIGIN)) idpFrames.push(frame.url());
    });
    const token = page.waitForResponse(
      (r) => r.url() === `${IDP_ORIGIN}/oauth/token` && r.request().method() === 'POST',
    );
    await page.reload();
    expect((await silent).frame()).not.toBe(page.mainFrame());
    expect((await token).status()).toBe(200);
    await expect(app.heading('Manage Hotspots')).toBeVisible();
    await expect(page.getByTestId('signed-in-user')).toHaveText('member@example.com');
    expect(idpFrames.length).toBeGreaterThan(0);
    await expect.poll(async () => (await tokenCache(page)).access).not.toBe(before.access);
    expect(page.url().startsWith(SHELL_URL)).toBe(true);

    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
