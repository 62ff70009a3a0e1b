import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { NoParams } from './params.ts';

/** The identity provider's call (admin-and-hotspots.md §7.3), not the platform's; kept apart from ENDPOINTS. */
export const changePassword = endpoint({
  method: 'POST',
  path: '/dbconnections/change_password',
  params: NoParams,
  body: z.object({ client_id: z.string().min(1), email: z.string().min(1), connection: z.string().min(1) }),
  response: z.string().describe('A plain-text confirmation'),
  status: 200,
  permission: 'public',
  summary: 'Identity provider: send a password-change e-mail',
  tag: 'Identity provider',
});
