import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { SignalBars } from './SignalBars.tsx';

const drawn = async (signal: number | null) => {
  const { unmount } = await renderRoute(<SignalBars signal={signal} />, { url: '/' });
  const img = screen.getByRole('img');
  const result = { bars: Number(img.dataset.bars), label: img.getAttribute('aria-label') };
  unmount();
  return result;
};

describe('SignalBars', () => {
  it('draws 5 at ≥ 90, 4 at ≥ 75, 3 at ≥ 60, 2 at ≥ 40, 1 at ≥ 20, else 0', async () => {
    const cases: Array<[number, number]> = [
      [95, 5],
      [90, 5],
      [80, 4],
      [75, 4],
      [60, 3],
      [59, 2],
      [40, 2],
      [20, 1],
      [19, 0],
    ];
    for (const [signal, bars] of cases) expect({ signal, bars: (await drawn(signal)).bars }).toEqual({ signal, bars });
  });

  it('names the bars and the signal for screen readers, and says when no signal was reported', async () => {
    expect((await drawn(76)).label).toBe('4 of 5 bars (signal 76)');
    expect(await drawn(null)).toEqual({ bars: 0, label: 'No signal reported' });
  });
});
