import type { DeliveryOutcomeFilter } from '@beacon/shared';
import Segmented from 'antd/es/segmented';
import { useTranslation } from 'react-i18next';

export interface OutcomeFilterProps {
  /** undefined: all attempts. */
  value: DeliveryOutcomeFilter | undefined;
  onChange: (value: DeliveryOutcomeFilter | undefined) => void;
}

type Choice = DeliveryOutcomeFilter | 'all';

/** All / Succeeded / Failed: which attempts the delivery log shows (radio buttons, arrow keys move). */
export function OutcomeFilter({ value, onChange }: OutcomeFilterProps) {
  const { t } = useTranslation('networks');
  return (
    <Segmented<Choice>
      aria-label={t('deliveries.outcome.label', 'Outcome')}
      value={value ?? 'all'}
      onChange={(choice) => onChange(choice === 'all' ? undefined : choice)}
      options={[
        { value: 'all', label: t('deliveries.outcome.all', 'All') },
        { value: 'success', label: t('deliveries.outcome.success', 'Succeeded') },
        { value: 'failure', label: t('deliveries.outcome.failure', 'Failed') },
      ]}
    />
  );
}
