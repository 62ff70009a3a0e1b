import { FLAPPING_CHANGES_PER_HOUR } from '@beacon/shared';
import { useDateFormat } from '@beacon/shared/ui';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';

/** An uptime percentage as text ("99.5 %", in the language's digits), or a dash with no known status. */
export function UptimeText({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation('hotspots');
  const { number } = useDateFormat();
  if (value === null || value === undefined)
    return (
      <span role="img" aria-label={t('health.no-uptime', 'No uptime known')}>
        –
      </span>
    );
  const formatted = number(value, { maximumFractionDigits: 1 });
  return <span data-uptime={value}>{t('health.percent', '{{value}} %', { value: formatted })}</span>;
}

/** The flapping badge: more than FLAPPING_CHANGES_PER_HOUR status changes in the last hour (recorded). */
export function FlappingBadge({ flapping, changes }: { flapping: boolean | undefined; changes?: number | undefined }) {
  const { t } = useTranslation('hotspots');
  if (!flapping) return null;
  return (
    <Tooltip
      title={t(
        'health.flapping-hint',
        '{{changes, number}} status changes in the last hour (more than {{max, number}})',
        {
          changes: changes ?? FLAPPING_CHANGES_PER_HOUR + 1,
          max: FLAPPING_CHANGES_PER_HOUR,
        },
      )}
    >
      <Tag color="gold" data-flapping="true" tabIndex={0}>
        {t('health.flapping', 'Flapping')}
      </Tag>
    </Tooltip>
  );
}
