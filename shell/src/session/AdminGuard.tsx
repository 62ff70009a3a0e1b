import { ADMIN_CHECK_TIMEOUT_ROUTER_MS, LoadingPlaceholder, NotFoundPage } from '@beacon/shared';
import type { ReactNode } from 'react';
import { useAdminCheck } from './useAdminCheck.ts';

/**
 * Loaded with the first admin page (routes.tsx), not with the frame: the check needs the session store.
 *
 * Pages under /admin need platform-admin rights (admin-and-hotspots.md §4.5). Anyone else, and
 * anyone whose check did not answer within 10 s, gets the not-found page: the admin area is not
 * advertised to customers.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const isAdmin = useAdminCheck(ADMIN_CHECK_TIMEOUT_ROUTER_MS);
  if (isAdmin === null) return <LoadingPlaceholder />;
  return isAdmin ? children : <NotFoundPage />;
}
