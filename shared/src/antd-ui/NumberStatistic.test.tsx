import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import { initI18n, setLanguage } from '../i18n/i18n.ts';
import { NumberStatistic } from './NumberStatistic.tsx';

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const value = () => document.querySelector('.ant-statistic-content-value')?.textContent;

describe('<NumberStatistic />', () => {
  it("writes its number in the active language's digits, not antd's comma", async () => {
    render(<NumberStatistic title="Total" value={12345.5} />);
    expect(value()).toBe('12,345.5');
    await act(() => setLanguage('de'));
    expect(value()).toBe('12.345,5');
    expect(screen.getByText('Total')).toBeTruthy();
  });

  it('takes Intl options for the number, and shows text as it is', () => {
    const { rerender } = render(<NumberStatistic title="Share" value={0.5} format={{ style: 'percent' }} />);
    expect(value()).toBe('50%');
    rerender(<NumberStatistic title="Share" value="–" />);
    expect(value()).toBe('–');
  });
});
