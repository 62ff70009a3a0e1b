import Statistic from 'antd/es/statistic';
import type { StatisticProps } from 'antd';
import { useDateFormat } from './dates.ts';

export type NumberStatisticProps = Omit<
  StatisticProps,
  'value' | 'formatter' | 'precision' | 'groupSeparator' | 'decimalSeparator'
> & {
  /** A number, written in the active language (`1,000` / `1.000`); text (a dash, a status) as it is. */
  value: number | string;
  /** How to write the number (fraction digits, a unit), as `Intl.NumberFormat` takes it. */
  format?: Intl.NumberFormatOptions;
};

/**
 * antd's `Statistic` with its value written by the console's one number formatter
 * (`useDateFormat().number`): antd's own grouping uses a comma in every language. The only place
 * that may import `Statistic` (lint rule `beacon/numbers-through-formatter`).
 */
export function NumberStatistic({ value, format, ...props }: NumberStatisticProps) {
  const { number } = useDateFormat();
  return (
    <Statistic
      {...props}
      value={value}
      formatter={(shown) => (typeof shown === 'number' ? number(shown, format) : shown)}
    />
  );
}
