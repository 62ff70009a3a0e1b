import { beforeAll, describe, expect, it } from '@rstest/core';
import i18next from 'i18next';
import { initI18n } from './i18n.ts';
import { hotspotGroupLabel } from './hotspotText.ts';

beforeAll(async () => {
  await initI18n();
  // German loads as a switch to it loads it (only English is bundled).
  await i18next.loadLanguages('de');
});

describe('hotspotGroupLabel (issue 30, item 12)', () => {
  it('names the Ungrouped group (no group, or the default one) in the user language, other groups by their name', () => {
    const english = i18next.getFixedT('en', 'common');
    const german = i18next.getFixedT('de', 'common');
    expect(hotspotGroupLabel(english, 'ungrouped', 'Ungrouped')).toBe('Ungrouped');
    expect(hotspotGroupLabel(german, 'ungrouped', 'Ungrouped')).toBe('Ohne Gruppe');
    expect(hotspotGroupLabel(german, null)).toBe('Ohne Gruppe');
    expect(hotspotGroupLabel(german, '')).toBe('Ohne Gruppe');
    expect(hotspotGroupLabel(german, 'grp-1', 'North')).toBe('North');
    expect(hotspotGroupLabel(german, 'grp-1')).toBe('grp-1');
  });
});
