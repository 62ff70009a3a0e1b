import { beforeAll, describe, expect, it } from '@rstest/core';
import { beforeLanguage, currentLanguage, initI18n, setLanguage } from './i18n.ts';

const calls: string[] = [];
let failGerman = false;

beforeAll(async () => {
  beforeLanguage(async (language) => {
    calls.push(`start ${language}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (failGerman && language === 'de') throw new Error('chunk failed');
    calls.push(`done ${language}`);
  });
  await initI18n();
});

describe('beforeLanguage', () => {
  it('runs before the first language shows and before each switch, which waits for it', async () => {
    expect(calls[0]).toBe(`start ${currentLanguage()}`);
    calls.length = 0;
    const switching = setLanguage('de');
    expect(currentLanguage()).toBe('en');
    await switching;
    expect(calls).toEqual(['start de', 'done de']);
    expect(currentLanguage()).toBe('de');
    await setLanguage('en');
  });

  it('still switches when what the language needs fails to load (those texts stay English)', async () => {
    failGerman = true;
    await setLanguage('de');
    expect(currentLanguage()).toBe('de');
    failGerman = false;
    await setLanguage('en');
  });
});
