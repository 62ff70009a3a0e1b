import { registerTranslations, setLanguage } from '@beacon/shared';
import { renderRoute } from '@beacon/shared/testing';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act } from '@testing-library/react';
import type { StatusExplorerAnswer } from '../../components/statusExplorerApi.ts';
import de from '../../locales/de/hotspots.json';
import en from '../../locales/en/hotspots.json';
import { StatusCards } from './StatusCards.tsx';

void registerTranslations('hotspots', { en, de });

const SUMMARY: StatusExplorerAnswer = { status_counts: { online: 1000, offline: 0 }, total: 1001, results: [] };

/** The text of the card whose `data-card` is `key`. */
const card = (key: string) => document.querySelector(`[data-card="${key}"]`)?.textContent;

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('<StatusCards />', () => {
  it.each([
    ['en', { total: 'Total1,001', online: 'Online1,000', offline: 'Offline0', unknown: 'Unknown1' }],
    ['de', { total: 'Gesamt1.001', online: 'Online1.000', offline: 'Offline0', unknown: 'Unbekannt1' }],
  ] as const)(
    "writes the counts in the language's digits, as the map text does (%s; issue 30 item 9)",
    async (language, cards) => {
      await renderRoute(<StatusCards summary={SUMMARY} loading={false} />, { url: '/' });
      await act(() => setLanguage(language));
      const shown = Object.fromEntries(Object.keys(cards).map((key) => [key, card(key)]));
      expect(shown).toEqual(cards);
    },
  );
});
