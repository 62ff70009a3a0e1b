import { describe, expect, it } from '@rstest/core';
import { announce, bindNotifications, shellNotifier } from './notifications.ts';

describe('shell notifications', () => {
  it('keeps what was shown before antd loaded and shows it once the bridge binds', () => {
    bindNotifications(null);
    shellNotifier.warning({ title: 'Rate Limit Exceeded', description: 'Please wait a moment', durationSeconds: 8 });
    announce('Switched to account Owner Labs');
    const shown: Array<[string, string, number]> = [];
    const record = (kind: string) => (a: { message: string; duration: number }) =>
      shown.push([kind, a.message, a.duration]);
    bindNotifications({ info: record('info'), warning: record('warning'), error: record('error') });
    expect(shown).toEqual([
      ['warning', 'Rate Limit Exceeded', 8],
      ['info', 'Switched to account Owner Labs', 4.5],
    ]);
    shellNotifier.error({ title: 'Unexpected error', description: 'x', durationSeconds: 35 });
    expect(shown.at(-1)).toEqual(['error', 'Unexpected error', 35]);
    bindNotifications(null);
  });
});
