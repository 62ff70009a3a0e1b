import { REGISTRY, type RemoteName } from './constants.ts';
import type { DemoRole } from './users.ts';

/** The seeded Warehouse network of acme-logistics (platform-sim's deterministic seed). */
export const WAREHOUSE_NETWORK_ID = 'aec672cf5aee9078';

export interface RouteCase {
  /** The path the browser opens. */
  path: string;
  /** The remote whose screen is shown there. */
  remote: RemoteName;
  /** The page heading and the route part of the document title. */
  title: string;
  /** Where the app lands when it redirects (defaults to `path`). */
  landsOn?: string;
  /** Who opens it, when not the default owner (the admin area needs platform staff). */
  as?: DemoRole;
  /** The screen is built (no "not built yet" notice). */
  built?: true;
}

/**
 * The screen each registry base path shows. `path` (what the browser opens) defaults to the base
 * path without its trailing `/*`.
 */
const SCREEN_AT_BASE_PATH: Record<string, Omit<RouteCase, 'remote' | 'path'> & { path?: string }> = {
  '/': { title: 'Networks', built: true },
  '/networks/*': { path: `/networks/${WAREHOUSE_NETWORK_ID}`, title: 'Events · Warehouse', built: true },
  '/devices/*': { title: 'Devices', built: true },
  '/hotspots/*': { title: 'Hotspot Dashboard', landsOn: '/hotspots/dashboard', built: true },
  '/account/*': { title: 'Members', landsOn: '/account/members', built: true },
  // Only an account with the feature has the screen (owner-labs); others get the not-found page.
  '/global_forwarders': {
    path: '/global_forwarders?account=owner-labs',
    landsOn: '/global_forwarders',
    title: 'Global Forwarders',
    built: true,
  },
  '/create_account': { title: 'Create Account', built: true },
  '/request_account': { title: 'Request Account', built: true },
  '/accept_invite': { title: 'Accept Invite', built: true },
  '/profile': { title: 'Profile', built: true },
  '/account/subscription/aws_marketplace': { title: 'AWS Marketplace Subscription' },
  '/admin/*': { title: 'Admin Dashboard', as: 'staff', built: true },
};

/**
 * One route per base path of every remote, read from the registry file (shared/build/remotes.json):
 * a base path added there without its screen here, or a screen here whose base path is gone, fails
 * every test that uses this list.
 */
export const BASE_PATH_ROUTES: RouteCase[] = REGISTRY.remotes.flatMap((remote) =>
  remote.basePaths.map((basePath) => {
    const screen = SCREEN_AT_BASE_PATH[basePath];
    if (!screen) throw new Error(`e2e/support/routes.ts: no screen listed for ${remote.name}'s base path ${basePath}`);
    return { ...screen, path: screen.path ?? basePath.replace(/\/\*$/, ''), remote: remote.name };
  }),
);
const staleScreens = Object.keys(SCREEN_AT_BASE_PATH).filter(
  (basePath) => !REGISTRY.remotes.some((r) => r.basePaths.includes(basePath)),
);
if (staleScreens.length > 0) {
  throw new Error(
    `e2e/support/routes.ts: screens listed for base paths the registry lacks: ${staleScreens.join(', ')}`,
  );
}

/** Further routes whose document title is checked. */
export const TITLED_ROUTES: Pick<RouteCase, 'path' | 'title' | 'as'>[] = [
  ...BASE_PATH_ROUTES,
  { path: `/networks/${WAREHOUSE_NETWORK_ID}/stats`, title: 'Statistics · Warehouse' },
  { path: `/networks/${WAREHOUSE_NETWORK_ID}/devices`, title: 'Devices · Warehouse' },
  { path: '/devices/d1', title: 'Device d1' },
  { path: '/admin/tiers', title: 'Tier Management', as: 'staff' },
  { path: '/404', title: 'Not found' },
  { path: '/nope', title: 'Not found' },
];
