import { registerTranslations, setLanguage } from '@beacon/shared';
import { renderRoute } from '@beacon/shared/testing';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act } from '@testing-library/react';
import type { HotspotSummary } from '@beacon/shared/contract';
import de from '../../locales/de/admin.json';
import en from '../../locales/en/admin.json';
import { MonitoringCards } from './MonitoringCards.tsx';

void registerTranslations('admin', { en, de });

const SUMMARY: HotspotSummary = {
  total_hotspots: 1000,
  status_summary: { online: 1200, offline: 0 },
  hotspots: [],
};

/** The text of the card whose `data-card` is `key`. */
const card = (key: string) => document.querySelector(`[data-card="${key}"]`)?.textContent;

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('<MonitoringCards />', () => {
  it("writes the counts in the language's digits, as the line under them does (issue 30 item 9)", async () => {
    await renderRoute(<MonitoringCards suspended={false} summary={SUMMARY} loading={false} />, { url: '/' });
    expect(card('total')).toBe('Total hotspots1,000');
    expect(card('online')).toBe('Online1,200');

    await act(() => setLanguage('de'));
    expect(card('total')).toBe('Hotspots gesamt1.000');
    expect(card('online')).toBe('Online1.200');
    expect(card('offline')).toBe('Offline0');
  });

  it('shows a dash while the summary is missing, and the account status as text', async () => {
    await renderRoute(<MonitoringCards suspended summary={undefined} loading={false} />, { url: '/' });
    expect(card('total')).toBe('Total hotspots–');
    expect(card('account')).toBe('Account statusSuspended');
  });
});
