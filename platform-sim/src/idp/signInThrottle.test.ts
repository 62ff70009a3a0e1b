import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createIdentityProvider } from './createIdp.ts';
import type { IdentityProvider } from './createIdp.ts';
import { createSignInThrottle, lockedMessage } from './signInThrottle.ts';
import { follow, openSignInForm, postForm } from './testSupport.ts';
import type { SignInForm } from './testSupport.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;

/** A clock that only moves when told to. */
function createClock(start = Date.parse('2026-11-01T00:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('sign-in throttle store', () => {
  it('locks an email on the tenth failure within the window, for the window', () => {
    const clock = createClock();
    const throttle = createSignInThrottle({ now: clock.now });
    for (let i = 0; i < 9; i += 1) throttle.recordFailure('owner@example.com');
    expect(throttle.lockedFor('owner@example.com')).toBe(0);
    throttle.recordFailure('owner@example.com');
    expect(throttle.lockedFor('owner@example.com')).toBe(WINDOW);
    clock.advance(WINDOW - 1);
    expect(throttle.lockedFor('owner@example.com')).toBe(1);
    clock.advance(1);
    expect(throttle.lockedFor('owner@example.com')).toBe(0);
  });

  it('keys by the email trimmed and lower-cased', () => {
    const throttle = createSignInThrottle({ maxFailures: 2, now: createClock().now });
    throttle.recordFailure('Owner@Example.com');
    throttle.recordFailure(' owner@example.COM ');
    expect(throttle.lockedFor('owner@example.com')).toBe(WINDOW);
    expect(throttle.lockedFor('admin@example.com')).toBe(0);
  });

  it('forgets failures that left the window', () => {
    const clock = createClock();
    const throttle = createSignInThrottle({ maxFailures: 3, now: clock.now });
    throttle.recordFailure('a@example.com');
    throttle.recordFailure('a@example.com');
    clock.advance(WINDOW);
    throttle.recordFailure('a@example.com');
    throttle.recordFailure('a@example.com');
    expect(throttle.lockedFor('a@example.com')).toBe(0);
    throttle.recordFailure('a@example.com');
    expect(throttle.lockedFor('a@example.com')).toBe(WINDOW);
  });

  it('does not count or extend while locked, and starts afresh after the lockout', () => {
    const clock = createClock();
    const throttle = createSignInThrottle({ maxFailures: 2, now: clock.now });
    throttle.recordFailure('a@example.com');
    throttle.recordFailure('a@example.com');
    clock.advance(5 * MINUTE);
    throttle.recordFailure('a@example.com');
    expect(throttle.lockedFor('a@example.com')).toBe(10 * MINUTE);
    clock.advance(10 * MINUTE);
    throttle.recordFailure('a@example.com');
    expect(throttle.lockedFor('a@example.com')).toBe(0);
  });

  it('stays bounded: prunes stale entries and drops the least recently touched ones', () => {
    const clock = createClock();
    const throttle = createSignInThrottle({ maxFailures: 2, maxTracked: 100, now: clock.now });
    throttle.recordFailure('early@example.com');
    for (let i = 0; i < 250; i += 1) throttle.recordFailure(`user${i}@example.com`);
    expect(throttle.size).toBe(100);
    throttle.recordFailure('early@example.com');
    expect(throttle.lockedFor('early@example.com')).toBe(0);
    throttle.recordFailure('user249@example.com');
    expect(throttle.lockedFor('user249@example.com')).toBe(WINDOW);
    clock.advance(WINDOW);
    throttle.recordFailure('late@example.com');
    expect(throttle.size).toBe(1);
  });

  it('rounds the minutes left up', () => {
    expect(lockedMessage(WINDOW)).toBe('Too many failed attempts. Try again in 15 minutes.');
    expect(lockedMessage(7.5 * MINUTE)).toBe('Too many failed attempts. Try again in 8 minutes.');
    expect(lockedMessage(1)).toBe('Too many failed attempts. Try again in 1 minute.');
  });
});

describe('sign-in throttling (brute-force protection)', () => {
  const clock = createClock();
  let idp: IdentityProvider;
  beforeAll(async () => {
    idp = await createIdentityProvider({ port: 0, signInThrottle: { now: clock.now } });
  });
  afterAll(() => idp.close());

  const failTimes = async (form: SignInForm, email: string, times: number) => {
    for (let i = 0; i < times; i += 1) {
      const wrong = await postForm(form.jar, form.action, { email, password: `wrong-${i}` });
      expect(wrong.status).toBe(401);
    }
  };

  /** Fails `email` ten times on a new sign-in form, then posts the right password as `typed`. */
  const lockOut = async (email: string, typed = email) => {
    const form = await openSignInForm(idp);
    await failTimes(form, email, 10);
    return { form, refused: await postForm(form.jar, form.action, { email: typed, password: 'demo' }) };
  };

  /** Posts the right password and expects to be sent on to the console with a code. */
  const expectSignedIn = async (form: SignInForm, email: string) => {
    const right = await postForm(form.jar, form.action, { email, password: 'demo' });
    expect(right.status).toBe(303);
    const back = await follow(form.jar, idp, new URL(right.headers.get('location') ?? '', form.action).href);
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
  };

  it('refuses the right password after 10 wrong ones, with 429, the message and the email kept', async () => {
    const { form, refused } = await lockOut('owner@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(15 * 60));
    const html = await refused.text();
    expect(html).toContain('Too many failed attempts. Try again in 15 minutes.');
    expect(html).toContain('value="owner@example.com"');
    expect(html).not.toContain('Wrong email or password.');

    clock.advance(7.5 * MINUTE);
    const later = await postForm(form.jar, form.action, { email: 'OWNER@example.com', password: 'demo' });
    expect(later.status).toBe(429);
    expect(await later.text()).toContain('Try again in 8 minutes.');
  });

  it('lets the account in with the right password once the window has passed', async () => {
    const { form, refused } = await lockOut('admin@example.com');
    expect(refused.status).toBe(429);
    clock.advance(WINDOW + 1);
    await expectSignedIn(form, 'admin@example.com');
  });

  it('resets the failure count on a successful sign-in', async () => {
    await failTimes(await openSignInForm(idp), 'member@example.com', 9);
    await expectSignedIn(await openSignInForm(idp), 'member@example.com');

    const form = await openSignInForm(idp);
    await failTimes(form, 'member@example.com', 9);
    await expectSignedIn(form, 'member@example.com');
  });

  it('locks one email without affecting another', async () => {
    const { form, refused } = await lockOut('installer@example.com', ' Installer@Example.com ');
    expect(refused.status).toBe(429);
    await expectSignedIn(form, 'staff@example.com');
  });

  it('counts failures for unknown emails too, so they answer like known ones', async () => {
    const { refused } = await lockOut('nobody@example.com');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many failed attempts.');
  });
});
