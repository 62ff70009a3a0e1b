/**
 * The console's page addresses (customer-console.md §2, admin-and-hotspots.md §2.1), for links and
 * redirects between remotes. Which remote serves a path, and under which base path, is the
 * registry's business (shared/build/remotes.json, or `remotes` in the runtime config): match a
 * location against it with `isUnderBasePath` and `remoteServing`, never with a copied prefix.
 */
export const HOME_PATH = '/';
export const NOT_FOUND_PATH = '/404';
export const DIAGNOSTICS_PATH = '/diagnostics';
export const ADMIN_PATH = '/admin';
export const CREATE_ACCOUNT_PATH = '/create_account';
export const REQUEST_ACCOUNT_PATH = '/request_account';
export const ACCEPT_INVITE_PATH = '/accept_invite';
export const GLOBAL_FORWARDERS_PATH = '/global_forwarders';
export const PROFILE_PATH = '/profile';

/** Route network_view: `/networks/{id}`, or one of its tabs. */
export function networkPath(networkId: string, tab?: string): string {
  const path = `/networks/${encodeURIComponent(networkId)}`;
  return tab ? `${path}/${tab}` : path;
}

/** Route viewdevice: `/devices/{devId}`, with the account when given, so that a shared link opens in it. */
export function devicePath(deviceId: string, accountId?: string | null): string {
  const path = `/devices/${encodeURIComponent(deviceId)}`;
  return accountId ? `${path}?account=${encodeURIComponent(accountId)}` : path;
}

/** The account page's tabs, each its own URL under `/account` (members is the default). */
export type AccountTab = 'members' | 'invites' | 'apitokens' | 'logs' | 'settings';

export function accountTabPath(tab: AccountTab): string {
  return `/account/${tab}`;
}

/** The pages of the hotspot navigation bar (admin-and-hotspots.md §2.3). */
export type HotspotSection = 'dashboard' | 'manage' | 'groups';

export function hotspotsPath(section: HotspotSection): string {
  return `/hotspots/${section}`;
}

/** Route hotspots_view_group: `/hotspots/groups/{groupId}`. */
export function hotspotGroupPath(groupId: string): string {
  return `/hotspots/groups/${encodeURIComponent(groupId)}`;
}

/** Route hotspot_view: `/hotspots/{hotspotId}`. */
export function hotspotPath(hotspotId: string): string {
  return `/hotspots/${encodeURIComponent(hotspotId)}`;
}

/**
 * Whether a location is served under a registry base path: `/networks/*` covers `/networks` and
 * everything below it; a path without `/*` covers itself only.
 */
export function isUnderBasePath(pathname: string, basePath: string): boolean {
  const path = pathname.replace(/(.)\/+$/, '$1');
  if (!basePath.endsWith('/*')) return path === basePath;
  const root = basePath.slice(0, -2);
  return path === root || path.startsWith(`${root}/`);
}

/** The remote whose base paths serve a location, the most specific base path winning. */
export function remoteServing<R extends { basePaths: readonly string[] }>(
  pathname: string,
  remotes: readonly R[],
): R | undefined {
  return servingBasePath(pathname, remotes)?.remote;
}

/** The remote and the base path of it that serve a location, the most specific base path winning. */
export function servingBasePath<R extends { basePaths: readonly string[] }>(
  pathname: string,
  remotes: readonly R[],
): { remote: R; basePath: string } | undefined {
  let best: { remote: R; basePath: string } | undefined;
  for (const remote of remotes) {
    for (const basePath of remote.basePaths) {
      if (isUnderBasePath(pathname, basePath) && basePath.length > (best?.basePath.length ?? -1)) {
        best = { remote, basePath };
      }
    }
  }
  return best;
}
