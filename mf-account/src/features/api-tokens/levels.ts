import type { TFunction } from 'i18next';

/** The levels a token can have (customer-console.md §6): Administrator 20, Member 30, Installer 40. */
export const TOKEN_LEVELS = [20, 30, 40] as const;
export type TokenLevel = (typeof TOKEN_LEVELS)[number];

export function tokenLevelLabel(t: TFunction<'account'>, level: number): string {
  switch (level) {
    case 20:
      return t('api-tokens.level.20', 'Administrator');
    case 30:
      return t('api-tokens.level.30', 'Member');
    case 40:
      return t('api-tokens.level.40', 'Installer');
    default:
      return String(level);
  }
}
