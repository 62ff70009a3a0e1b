import type { AccountLevel, AssignableLevel } from '@beacon/shared/contract';
import type { TFunction } from 'i18next';

/** The account levels by name (admin-and-hotspots.md §4.1): 0 Owner, 20 Admin, 30 Member, 40 Installer. */
export function levelName(t: TFunction<'account'>, level: AccountLevel): string {
  switch (level) {
    case 0:
      return t('account-page.level.owner', 'Owner');
    case 20:
      return t('account-page.level.admin', 'Admin');
    case 30:
      return t('account-page.level.member', 'Member');
    case 40:
      return t('account-page.level.installer', 'Installer');
  }
}

/** The levels the edit-member dialog offers (admin-and-hotspots.md §6): never 0. */
export const ASSIGNABLE_LEVELS: readonly AssignableLevel[] = [20, 30, 40];

/** An assignable level's option label: 20 Administrator, 30 Member, 40 Installer. */
export function assignableLevelLabel(t: TFunction<'account'>, level: AssignableLevel): string {
  switch (level) {
    case 20:
      return t('account-page.assignable.admin', 'Administrator');
    case 30:
      return t('account-page.assignable.member', 'Member');
    case 40:
      return t('account-page.assignable.installer', 'Installer');
  }
}
