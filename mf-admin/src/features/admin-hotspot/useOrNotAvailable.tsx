import { useLanguage } from '@beacon/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A value, or 'N/A' when the record has none (empty text too); numbers show in the language's digits. */
export function useOrNotAvailable(): (value: string | number | null | undefined) => ReactNode {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (value) => {
    if (value === null || value === undefined || value === '') return t('hotspot.not-available', 'N/A');
    return typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : value;
  };
}
