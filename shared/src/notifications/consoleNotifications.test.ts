import { describe, expect, it } from '@rstest/core';
import { bindNotificationHost, consoleNotifications } from './consoleNotifications.ts';

describe('consoleNotifications', () => {
  it('keeps toasts shown before the host binds, then shows everything through the host', () => {
    bindNotificationHost(null);
    consoleNotifications.warning({
      title: 'Rate Limit Exceeded',
      description: 'Please wait a moment',
      durationSeconds: 8,
    });
    consoleNotifications.info({ title: 'Switched to account Owner Labs' });
    const shown: Array<[string, string, number | undefined]> = [];
    const record = (kind: string) => (a: { message: string; duration?: number }) =>
      shown.push([kind, a.message, a.duration]);
    bindNotificationHost({
      success: record('success'),
      info: record('info'),
      warning: record('warning'),
      error: record('error'),
    });
    expect(shown).toEqual([
      ['warning', 'Rate Limit Exceeded', 8],
      ['info', 'Switched to account Owner Labs', undefined],
    ]);
    consoleNotifications.error({ title: 'Network not found in any accessible account', durationSeconds: 35 });
    expect(shown.at(-1)).toEqual(['error', 'Network not found in any accessible account', 35]);
    bindNotificationHost(null);
  });
});

describe('notificationHostDemand', () => {
  it('asks for the host when a toast waits without one', async () => {
    const { notificationHostDemand: demand } = await import('./consoleNotifications.ts');
    let asked = 0;
    const stop = demand.subscribe(() => (asked += 1));
    bindNotificationHost(null);
    consoleNotifications.info({ title: 'x' });
    expect(demand.wanted).toBe(true);
    stop();
    // Asked at most once per page (this module may already have been asked by an earlier test).
    expect(asked).toBeLessThanOrEqual(1);
  });
});
