import { useTranslation } from 'react-i18next';
import { can, type Permission } from './permissions.ts';
import { selectAccountLevel, useSessionSelector } from './sessionSlice.ts';

/** Whether the current account level allows `action`: `useCan('network:create')`. */
export function useCan(action: Permission): boolean {
  return can(useSessionSelector(selectAccountLevel), action);
}

/** The tooltip for a button disabled by `useCan`: "Insufficent permissions" (spec spelling). */
export function useInsufficientPermissionsHint(): string {
  const { t } = useTranslation('common');
  return t('permissions.insufficient', 'Insufficent permissions');
}
