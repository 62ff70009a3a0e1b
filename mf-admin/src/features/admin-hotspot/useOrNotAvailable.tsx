import { useDateFormat } from '@beacon/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A value, or 'N/A' when the record has none (empty text too); numbers show in the language's digits. */
export function useOrNotAvailable(): (value: string | number | null | undefined) => ReactNode {
  const { t } = useTranslation('admin');
  const { number } = useDateFormat();
  return (value) => {
    if (value === null || value === undefined || value === '') return t('hotspot.not-available', 'N/A');
    return typeof value === 'number' ? number(value) : value;
  };
}
