import { ADMIN_PATH, isUnderBasePath } from '@beacon/shared/frame';

/** Whether a path (a location or a registry base path such as `/admin/*`) is in the admin area. */
export function isAdminPath(path: string): boolean {
  return isUnderBasePath(path.replace(/\/\*$/, ''), `${ADMIN_PATH}/*`);
}
