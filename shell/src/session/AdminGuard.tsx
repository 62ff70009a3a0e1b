import {
  ADMIN_CHECK_TIMEOUT_ROUTER_MS,
  ADMIN_PATH,
  isUnderBasePath,
  LoadingPlaceholder,
  NotFoundPage,
} from '@beacon/shared';
import type { ReactNode } from 'react';
import { useAdminCheck } from './useAdminCheck.ts';

/**
 * Pages under /admin need platform-admin rights (admin-and-hotspots.md §4.5). Anyone else, and
 * anyone whose check did not answer within 10 s, gets the not-found page: the admin area is not
 * advertised to customers.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const isAdmin = useAdminCheck(ADMIN_CHECK_TIMEOUT_ROUTER_MS);
  if (isAdmin === null) return <LoadingPlaceholder />;
  return isAdmin ? children : <NotFoundPage />;
}

/** Whether a path (a location or a registry base path such as `/admin/*`) is in the admin area. */
export function isAdminPath(path: string): boolean {
  return isUnderBasePath(path.replace(/\/\*$/, ''), `${ADMIN_PATH}/*`);
}
