import { timingSafeEqual } from 'node:crypto';

/** A demo account of the local identity provider. */
export interface DemoUser {
  /** The token `sub`: `auth0|…` for password-database users, `google-oauth2|…` for the social one. */
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly nickname: string;
  readonly picture?: string;
  /** Beacon staff: may use `/admin/*` on the platform API. */
  readonly platformAdmin: boolean;
}

/** Every demo user signs in with this password. */
export const DEMO_PASSWORD = 'demo';

const user = (id: string, email: string, name: string, platformAdmin = false): DemoUser => ({
  id,
  email,
  name,
  nickname: email.slice(0, email.indexOf('@')),
  platformAdmin,
});

export const DEMO_USERS: readonly DemoUser[] = [
  user('auth0|5f1a00000000000000000001', 'owner@example.com', 'Olivia Owner'),
  user('auth0|5f1a00000000000000000002', 'admin@example.com', 'Adam Admin'),
  user('auth0|5f1a00000000000000000003', 'member@example.com', 'Mia Member'),
  user('auth0|5f1a00000000000000000004', 'installer@example.com', 'Ivan Installer'),
  user('auth0|5f1a00000000000000000005', 'staff@example.com', 'Stella Staff', true),
  user('auth0|5f1a00000000000000000006', 'newcomer@example.com', 'Noah Newcomer'),
  // No account either, kept for the accept-invite flow (the newcomer's is the onboarding flow).
  user('auth0|5f1a00000000000000000007', 'invitee@example.com', 'Ines Invitee'),
  user('google-oauth2|1029384756', 'social@example.com', 'Sam Social'),
];

export function findUserById(id: string): DemoUser | undefined {
  return DEMO_USERS.find((u) => u.id === id);
}

export function findUserByEmail(email: string): DemoUser | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_USERS.find((u) => u.email === wanted);
}

function constantTimeEquals(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  // Compare against itself when lengths differ, so the time does not depend on where they differ.
  return timingSafeEqual(left, left.length === right.length ? right : left) && left.length === right.length;
}

/** The user for these credentials, or undefined when the email or the password is wrong. */
export function authenticate(email: string, password: string): DemoUser | undefined {
  const found = findUserByEmail(email);
  const passwordOk = constantTimeEquals(password, DEMO_PASSWORD);
  return found && passwordOk ? found : undefined;
}
