import { storageStatePath } from './signIn.ts';

/** The demo users of platform-sim (README), by role. Every one signs in with the password `demo`. */
export const USERS = {
  /** Owner (level 0) of acme-logistics and owner-labs (global forwarders enabled). */
  owner: 'owner@example.com',
  /** Level 20 in acme-logistics. */
  admin: 'admin@example.com',
  /** Level 30 in acme-logistics. */
  member: 'member@example.com',
  /** Level 40 in acme-logistics. */
  installer: 'installer@example.com',
  /** Platform admin (GET /admin/features answers 200). */
  staff: 'staff@example.com',
  /** No account: lands on /create_account. One test creates an account with it (newcomer-flow). */
  newcomer: 'newcomer@example.com',
  /** A social-login user (id not from the password database). */
  social: 'social@example.com',
} as const;

export type DemoRole = keyof typeof USERS;

/** The roles the sign-in setup signs in once and saves (every one but the newcomer, whose flow is tested from sign-in). */
export const SAVED_ROLES: readonly DemoRole[] = ['owner', 'admin', 'member', 'installer', 'staff', 'social'];

/** The saved browser state (tokens, session) of a signed-in demo user: `test.use({ storageState: storageStateOf('member') })`. */
export function storageStateOf(role: DemoRole): string {
  return storageStatePath(USERS[role]);
}
