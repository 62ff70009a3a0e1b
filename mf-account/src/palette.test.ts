import { initI18n, paletteEntries, type PaletteContext } from '@beacon/shared';
import type { AccountLevel } from '@beacon/shared/contract';
import { beforeAll, describe, expect, it } from '@rstest/core';
import i18next from 'i18next';
import './palette.ts';

function contextAt(level: AccountLevel | null, navigated: string[] = []): PaletteContext {
  return {
    accountId: level === null ? null : 'acme',
    level,
    platformAdmin: false,
    navigate: (path) => navigated.push(path),
    dispatch: (() => undefined) as unknown as PaletteContext['dispatch'],
  };
}

const entry = () => paletteEntries().find((e) => e.remote === 'mf-account');
const command = (id: string) => entry()?.commands?.find((c) => c.id === id);

describe('mf-account ./palette', () => {
  beforeAll(async () => {
    await initI18n();
    // German loads as a switch to it loads it (only English is bundled).
    await i18next.loadLanguages('de');
  });

  it('registers Invite member and Create API token in its own account-palette namespace, titled in both languages', async () => {
    expect(entry()?.namespace).toBe('account-palette');
    expect(entry()?.commands?.map((c) => c.id)).toEqual(['invite-member', 'create-api-token']);
    const t = i18next.getFixedT('de', 'account-palette');
    expect(command('invite-member')?.title(t)).toBe('Mitglied einladen');
    expect(command('create-api-token')?.title(t)).toBe('API-Token erstellen');
    await i18next.changeLanguage('en');
    expect(command('invite-member')?.title(i18next.getFixedT('en', 'account-palette'))).toBe('Invite member');
  });

  it.each([0, 20] as const)('offers both at level %i, as the tabs enable their buttons', (level) => {
    expect(command('invite-member')?.allowed?.(contextAt(level))).toBe(true);
    expect(command('create-api-token')?.allowed?.(contextAt(level))).toBe(true);
  });

  it.each([30, 40, null] as const)('offers neither at level %s, where the buttons are disabled', (level) => {
    expect(command('invite-member')?.allowed?.(contextAt(level))).toBe(false);
    expect(command('create-api-token')?.allowed?.(contextAt(level))).toBe(false);
  });

  it('opens each tab with its dialog switched on', async () => {
    const navigated: string[] = [];
    await command('invite-member')?.run?.(contextAt(0, navigated));
    await command('create-api-token')?.run?.(contextAt(0, navigated));
    expect(navigated).toEqual(['/account/invites?create=1', '/account/apitokens?create=1']);
  });
});
