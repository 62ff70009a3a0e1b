import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { API_ORIGIN } from '../../support/faults.ts';
import { openSignInFormFrom, requestFrom } from '../../support/fromAddress.ts';
import { signInOnIdp } from '../../support/signIn.ts';

/*
 * Throttling that cannot be flushed (issue 26). Each test works from a loopback address of its own, so the
 * address it gets throttled is not the browser's (127.0.0.1), which the other tests sign in from.
 */

test.describe('sign-in from one address trying many emails (password spraying)', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('is slowed, then refused with the lock message, the right password too; other addresses sign in', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const spraying = '127.0.0.7';
    const form = await openSignInFormFrom(spraying);
    const statuses: number[] = [];
    const started = Date.now();
    // Ten at a time: the answers past the 20th failure are held back, up to 1 s each.
    for (let batch = 0; batch < 5; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => form.signIn(`spray${batch * 10 + i}@example.com`, 'Summer2026!')),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses).toEqual(Array.from({ length: 50 }, () => 401));
    expect(Date.now() - started).toBeGreaterThan(2_000);

    const refused = await form.signIn('owner@example.com', 'demo');
    expect(refused.status).toBe(429);
    // The lock began with the 50th failure, a moment ago: about 15 minutes to wait.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.text).toContain('Too many failed attempts. Try again in 15 minutes.');

    // The browser signs in from 127.0.0.1 as usual.
    const app = new ConsolePage(page);
    await app.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await signInOnIdp(page, 'member@example.com');
    await expect(page.getByTestId('signed-in-user')).toHaveText('member@example.com');
  });
});

test('garbage bearer tokens from an address do not lock out a valid token sent from it', async ({ page }) => {
  const flooding = '127.0.0.8';
  await new ConsolePage(page).open('/', 'Networks');
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'));
    const cached = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { body?: { access_token?: string } };
    return cached.body?.access_token ?? '';
  });
  const accounts = (bearer: string) =>
    requestFrom(flooding, `${API_ORIGIN}/v1/accounts`, { headers: { authorization: `Bearer ${bearer}` } });

  const garbage: number[] = [];
  for (let i = 0; i < 101; i += 1) garbage.push((await accounts(`garbage.${i}`)).status);
  expect(garbage.slice(0, 100)).toEqual(Array.from({ length: 100 }, () => 401));
  expect(garbage[100]).toBe(429);

  const valid = await accounts(token);
  expect(valid.status).toBe(200);
  expect(Array.isArray((JSON.parse(valid.text) as { accounts?: unknown }).accounts)).toBe(true);
  expect((await accounts('garbage.again')).status).toBe(429);
});
