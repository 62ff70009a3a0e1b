import { beforeAll, describe, expect, it, rs } from '@rstest/core';
import i18next from 'i18next';
import { initI18n, registerTranslations, setLanguage } from './i18n.ts';

beforeAll(async () => {
  await initI18n();
  await setLanguage('en');
});

describe('German texts as loaders', () => {
  it('load only when German shows, once, and a switch waits for them', async () => {
    const load = rs.fn(() => Promise.resolve({ default: { hello: 'Hallo' } }));
    await registerTranslations('lazy-a', { en: { hello: 'Hello' }, de: load });
    expect(load).not.toHaveBeenCalled();
    expect(i18next.t('lazy-a:hello')).toBe('Hello');
    await setLanguage('de');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18next.t('lazy-a:hello')).toBe('Hallo');
    await setLanguage('en');
    await setLanguage('de');
    expect(load).toHaveBeenCalledTimes(1);
    await setLanguage('en');
  });

  it('registered while German shows: its German texts are there when registering resolves', async () => {
    await setLanguage('de');
    await registerTranslations('lazy-b', {
      en: { bye: 'Goodbye' },
      de: () => Promise.resolve({ default: { bye: 'Auf Wiedersehen' } }),
    });
    expect(i18next.t('lazy-b:bye')).toBe('Auf Wiedersehen');
    await setLanguage('en');
  });

  it('fall back to English when German fails to load', async () => {
    await registerTranslations('lazy-c', {
      en: { ok: 'OK, in English' },
      de: () => Promise.reject(new Error('offline')),
    });
    await setLanguage('de');
    expect(i18next.t('lazy-c:ok')).toBe('OK, in English');
    await setLanguage('en');
  });
});
