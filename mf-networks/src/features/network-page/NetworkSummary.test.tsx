import { registerTranslations, setLanguage } from '@beacon/shared';
import { renderRoute } from '@beacon/shared/testing';
import { afterAll, describe, expect, it } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import de from '../../locales/de/networks.json';
import en from '../../locales/en/networks.json';
import { testNetwork } from '../../testSupport.tsx';
import { NetworkSummary } from './NetworkSummary.tsx';

// Local times are Berlin's in this file (Node applies a changed TZ to new formatters).
const zone = process.env.TZ;
process.env.TZ = 'Europe/Berlin';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});
void registerTranslations('networks', { en, de });

/** 2026-01-05 00:00 in Berlin, the `created` of defect 9 (issue 11). */
const JAN_5 = Date.UTC(2026, 0, 4, 23, 0, 0) / 1000;
const TEN_DAYS_AGO = Math.floor(Date.now() / 1000) - 10 * 86_400;

describe('<NetworkSummary />', () => {
  it('writes created and updated in one style, with the time zone, and keeps "updated" relative after a week', async () => {
    const network = testNetwork({ created: JAN_5, last_updated: TEN_DAYS_AGO, device_count: 1200 });
    await renderRoute(<NetworkSummary network={network} />, { url: '/' });
    expect(screen.getByText('Jan 5, 2026, 12:00 AM GMT+1')).toBeTruthy();
    expect(screen.getByText('10 days ago').getAttribute('title')).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M GMT\+[12]$/,
    );
    expect(screen.getByText('1,200')).toBeTruthy();

    await act(() => setLanguage('de'));
    expect(screen.getByText('Erstellt')).toBeTruthy();
    expect(screen.getByText('5. Jan. 2026, 00:00 MEZ')).toBeTruthy();
    expect(screen.getByText('vor 10 Tagen').getAttribute('title')).toMatch(/^\d{1,2}\. \S+ \d{4}, \d{2}:\d{2} MES?Z$/);
    expect(screen.getByText('1.200')).toBeTruthy();
    await act(() => setLanguage('en'));
  });

  it('while the network loads, shows the same card with the labels and a bar for each value', async () => {
    const { container } = await renderRoute(<NetworkSummary network={undefined} />, { url: '/' });
    expect(screen.getByText('Network')).toBeTruthy();
    for (const label of ['Name', 'Network ID', 'Created', 'Updated', 'Registered devices']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    const values = [...container.querySelectorAll('.ant-descriptions-item-content')];
    expect(values).toHaveLength(5);
    expect(values.every((value) => value.querySelector('.ant-skeleton') && value.textContent === '')).toBe(true);
  });
});
