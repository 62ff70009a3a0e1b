import { signalBars } from '@beacon/shared';
import { useTranslation } from 'react-i18next';

const BAR_HEIGHTS = [4, 7, 10, 13, 16];

/**
 * A hotspot's cellular signal as five bars (admin-and-hotspots.md §4.2): 5 at ≥ 90, 4 at ≥ 75, 3 at
 * ≥ 60, 2 at ≥ 40, 1 at ≥ 20, else 0. Drawn bars use the text colour, the others a faint one, so both
 * themes read; the label says the count and the signal for screen readers and on hover.
 */
export function SignalBars({ signal }: { signal: number | null | undefined }) {
  const { t } = useTranslation('hotspots');
  const bars = signalBars(signal);
  const label =
    signal === null || signal === undefined
      ? t('signal.none', 'No signal reported')
      : t('signal.label', '{{bars, number}} of 5 bars (signal {{signal, number}})', { bars, signal });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-bars={bars}
      style={{ display: 'inline-flex', alignItems: 'flex-end', gap: 2, height: 16, verticalAlign: 'middle' }}
    >
      {BAR_HEIGHTS.map((height, index) => (
        <span
          key={height}
          style={{
            width: 4,
            height,
            borderRadius: 1,
            background: index < bars ? 'currentColor' : 'var(--ant-color-fill-secondary, rgba(128,128,128,0.3))',
          }}
        />
      ))}
    </span>
  );
}
