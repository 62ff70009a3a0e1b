import type { AccountLevel } from '../api/contract/index.ts';

/** The one permission vocabulary (customer-console.md §6, admin-and-hotspots.md §6). */
export const PERMISSIONS = [
  'network:create',
  'route:manage',
  'integration:manage',
  'account:edit',
  'token:manage',
  'member:manage',
  'invite:manage',
  'forwarder:manage',
  'device:delete',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Owners (0) and admins (20) may manage; members (30) and installers (40) may not. */
export const MANAGE_MAX_LEVEL = 20;

/** The tooltip on a disabled button, in the spec's spelling (i18n key `permissions.insufficient`). */
export const INSUFFICIENT_PERMISSIONS_HINT = 'Insufficent permissions';

/** Whether an account level allows `action`; no account (null) allows nothing. */
export function can(level: AccountLevel | null, _action: Permission): boolean {
  // Every action in the vocabulary needs the manage level today; the action is still named at each
  // call site so one can change without touching the buttons.
  return level !== null && level <= MANAGE_MAX_LEVEL;
}
