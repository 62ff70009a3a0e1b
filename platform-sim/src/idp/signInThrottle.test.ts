import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import { createIdentityProvider } from './createIdp.ts';
import type { IdentityProvider } from './createIdp.ts';
import { IdpStore } from './idpStore.ts';
import { createSignInThrottle, lockedMessage } from './signInThrottle.ts';
import type { SignInThrottleOptions } from './signInThrottle.ts';
import { follow, openSignInForm, postForm } from './testSupport.ts';
import type { SignInForm } from './testSupport.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const HOME = '127.0.0.1';

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

/** Posts the right password and expects to be sent on to the console with a code. */
async function expectSignedIn(idp: IdentityProvider, form: SignInForm, email: string) {
  const right = await postForm(form.jar, form.action, { email, password: 'demo' });
  expect(right.status).toBe(303);
  const back = await follow(form.jar, idp, new URL(right.headers.get('location') ?? '', form.action).href);
  expect(new URL(back.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
}

describe('sign-in throttle store', () => {
  const stores: IdpStore[] = [];
  afterEach(() => {
    for (const store of stores.splice(0)) store.close();
  });

  /** A throttle on a new in-memory IdP database, and shorthands for attempts from one address. */
  const open = (options: SignInThrottleOptions = {}, store = IdpStore.open()) => {
    stores.push(store);
    const throttle = createSignInThrottle(store, options);
    const from = (address: string) => ({
      fail: (email: string) => throttle.recordFailure({ email, address }),
      lockedFor: (email: string) => throttle.lockedFor({ email, address }),
      succeed: (email: string) => throttle.recordSuccess({ email, address }),
    });
    return { throttle, store, ...from(HOME), from };
  };

  it('locks an email on the tenth failure within the window, for the window', () => {
    const clock = createClock();
    const { fail, lockedFor } = open({ now: clock.now });
    for (let i = 0; i < 9; i += 1) fail('owner@example.com');
    expect(lockedFor('owner@example.com')).toBe(0);
    fail('owner@example.com');
    expect(lockedFor('owner@example.com')).toBe(WINDOW);
    clock.advance(WINDOW - 1);
    expect(lockedFor('owner@example.com')).toBe(1);
    clock.advance(1);
    expect(lockedFor('owner@example.com')).toBe(0);
  });

  it('keys by the email trimmed and lower-cased, from any address', () => {
    const { fail, lockedFor, from } = open({ maxFailures: 2, now: createClock().now });
    fail('Owner@Example.com');
    from('10.0.0.9').fail(' owner@example.COM ');
    expect(lockedFor('owner@example.com')).toBe(WINDOW);
    expect(from('10.0.0.8').lockedFor('owner@example.com')).toBe(WINDOW);
    expect(lockedFor('admin@example.com')).toBe(0);
  });

  it('forgets failures that left the window', () => {
    const clock = createClock();
    const { fail, lockedFor } = open({ maxFailures: 3, now: clock.now });
    fail('a@example.com');
    fail('a@example.com');
    clock.advance(WINDOW);
    fail('a@example.com');
    fail('a@example.com');
    expect(lockedFor('a@example.com')).toBe(0);
    fail('a@example.com');
    expect(lockedFor('a@example.com')).toBe(WINDOW);
  });

  it('does not count or extend while locked, and starts afresh after the lockout', () => {
    const clock = createClock();
    const { fail, lockedFor } = open({ maxFailures: 2, now: clock.now });
    fail('a@example.com');
    fail('a@example.com');
    clock.advance(5 * MINUTE);
    fail('a@example.com');
    expect(lockedFor('a@example.com')).toBe(10 * MINUTE);
    clock.advance(10 * MINUTE);
    fail('a@example.com');
    expect(lockedFor('a@example.com')).toBe(0);
  });

  it('forgets the failures of an email on a success, not those of its address', () => {
    const { fail, lockedFor, succeed } = open({ maxFailures: 2, addressMaxFailures: 3, now: createClock().now });
    fail('a@example.com');
    succeed('a@example.com');
    fail('a@example.com');
    expect(lockedFor('a@example.com')).toBe(0);
    fail('b@example.com');
    expect(lockedFor('c@example.com')).toBe(WINDOW);
  });

  it('keeps a lock however many other emails fail afterwards', () => {
    const clock = createClock();
    const { fail, lockedFor, from, throttle } = open({ now: clock.now });
    for (let i = 0; i < 10; i += 1) fail('owner@example.com');
    // Ten each from 2,000 addresses, so that no address is slowed or locked: only the emails count.
    for (let i = 0; i < 20_000; i += 1) {
      const host = Math.floor(i / 10);
      from(`10.0.${host >> 8}.${host & 255}`).fail(`flood${i}@example.com`);
    }
    expect(lockedFor('owner@example.com')).toBe(WINDOW);
    // The owner's lock, this address's failures, and the other emails and addresses.
    expect(throttle.size).toBe(1 + 1 + 20_000 + 2_000);
    // Rows expire with the window: a failure after it sweeps them away.
    clock.advance(WINDOW);
    fail('late@example.com');
    expect(throttle.size).toBe(2);
  });

  it('keeps failures and locks in the IdP database: a restart does not forget them', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'beacon-throttle-'));
    try {
      const clock = createClock();
      const first = open({ maxFailures: 2, now: clock.now }, IdpStore.open({ dataDir }));
      first.fail('owner@example.com');
      first.fail('owner@example.com');
      first.fail('admin@example.com');
      first.store.close();
      const second = open({ maxFailures: 2, now: clock.now }, IdpStore.open({ dataDir }));
      expect(second.lockedFor('owner@example.com')).toBe(WINDOW);
      second.fail('admin@example.com');
      expect(second.lockedFor('admin@example.com')).toBe(WINDOW);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('holds back the failures of an address past addressSlowAfter, then locks it for every email', () => {
    const clock = createClock();
    const { fail, lockedFor, from } = open({
      now: clock.now,
      addressSlowAfter: 3,
      addressMaxFailures: 8,
      addressDelayStepMs: 100,
      addressMaxDelayMs: 250,
    });
    const holds = Array.from({ length: 8 }, (_, i) => fail(`user${i}@example.com`));
    expect(holds).toEqual([0, 0, 100, 200, 250, 250, 250, 250]);
    expect(lockedFor('someone-else@example.com')).toBe(WINDOW);
    // The same address written as IPv4-mapped IPv6 is the same address; another address is not locked.
    expect(from(`::ffff:${HOME}`).lockedFor('owner@example.com')).toBe(WINDOW);
    expect(from('10.0.0.2').lockedFor('owner@example.com')).toBe(0);
    // The emails sprayed were not locked themselves (one failure each).
    expect(from('10.0.0.2').lockedFor('user0@example.com')).toBe(0);
    clock.advance(WINDOW);
    expect(lockedFor('owner@example.com')).toBe(0);
  });

  it('by default slows an address from its 20th failure, by 250 ms more each time up to 1 s, and locks it at 50', () => {
    const { fail, lockedFor } = open({ now: createClock().now });
    const holds = Array.from({ length: 50 }, (_, i) => {
      expect(lockedFor(`user${i}@example.com`)).toBe(0);
      return fail(`user${i}@example.com`);
    });
    expect(holds.slice(0, 19)).toEqual(Array.from({ length: 19 }, () => 0));
    expect(holds.slice(19)).toEqual([250, 500, 750, ...Array.from({ length: 28 }, () => 1000)]);
    expect(lockedFor('owner@example.com')).toBe(WINDOW);
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
    // These tests fail many emails from one address: the address limits are tested below, on their own IdP.
    idp = await createIdentityProvider({
      port: 0,
      signInThrottle: { now: clock.now, addressSlowAfter: 1000, addressMaxFailures: 1000 },
    });
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
    await expectSignedIn(idp, form, 'admin@example.com');
  });

  it('resets the failure count on a successful sign-in', async () => {
    await failTimes(await openSignInForm(idp), 'member@example.com', 9);
    await expectSignedIn(idp, await openSignInForm(idp), 'member@example.com');

    const form = await openSignInForm(idp);
    await failTimes(form, 'member@example.com', 9);
    await expectSignedIn(idp, form, 'member@example.com');
  });

  it('locks one email without affecting another', async () => {
    const { form, refused } = await lockOut('installer@example.com', ' Installer@Example.com ');
    expect(refused.status).toBe(429);
    await expectSignedIn(idp, form, 'staff@example.com');
  });

  it('counts failures for unknown emails too, so they answer like known ones', async () => {
    const { refused } = await lockOut('nobody@example.com');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many failed attempts.');
  });
});

describe('sign-in throttling per client address (password spraying)', () => {
  const clock = createClock();
  let idp: IdentityProvider;
  beforeAll(async () => {
    idp = await createIdentityProvider({
      port: 0,
      signInThrottle: {
        now: clock.now,
        addressSlowAfter: 5,
        addressMaxFailures: 12,
        addressDelayStepMs: 150,
        addressMaxDelayMs: 300,
      },
    });
  });
  afterAll(() => idp.close());

  it('slows, then refuses, many failed sign-ins for different emails from one address, the right password too', async () => {
    const form = await openSignInForm(idp);
    const spray = async (i: number) => {
      const started = performance.now();
      const answer = await postForm(form.jar, form.action, { email: `spray${i}@example.com`, password: 'demo1' });
      return { status: answer.status, ms: performance.now() - started, html: await answer.text() };
    };
    const fast = [];
    for (let i = 0; i < 4; i += 1) fast.push(await spray(i));
    expect(fast.map((a) => a.status)).toEqual([401, 401, 401, 401]);
    const slow = [];
    for (let i = 4; i < 12; i += 1) slow.push(await spray(i));
    expect(slow.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401, 401, 401]);
    // Held back 150, 300, 300, … ms (the store test checks that the first four are not held at all).
    expect(slow.map((a) => a.ms >= 145)).toEqual(slow.map(() => true));
    expect(slow.slice(1).map((a) => a.ms >= 295)).toEqual(slow.slice(1).map(() => true));

    const refused = await spray(12);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('Too many failed attempts. Try again in 15 minutes.');
    expect(refused.html).not.toContain('Wrong email or password.');
    // Every email is refused from this address meanwhile, with the right password too.
    const right = await postForm(form.jar, form.action, { email: 'owner@example.com', password: 'demo' });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe(String(15 * 60));
    expect(await right.text()).toContain('Too many failed attempts. Try again in 15 minutes.');

    clock.advance(WINDOW);
    await expectSignedIn(idp, form, 'owner@example.com');
  });
});
