import { useTranslation } from 'react-i18next';

/** The integration forms' message for a field over the contract's length cap: "At most {max} characters". */
export function useTooLongMessage(): (max: number) => string {
  const { t } = useTranslation('networks');
  return (max) => t('integrations.fields.too-long', 'At most {{max, number}} characters', { max });
}
