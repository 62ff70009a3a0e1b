import type { RemoteName } from './constants.ts';
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

/** One route per registry base path of every remote, with the screen it must show. */
export const BASE_PATH_ROUTES: RouteCase[] = [
  { path: '/', remote: 'mf-networks', title: 'Networks', built: true },
  { path: `/networks/${WAREHOUSE_NETWORK_ID}`, remote: 'mf-networks', title: 'Events · Warehouse', built: true },
  { path: '/devices', remote: 'mf-devices', title: 'Devices' },
  { path: '/hotspots', remote: 'mf-hotspots', title: 'Hotspot Dashboard', landsOn: '/hotspots/dashboard' },
  { path: '/account', remote: 'mf-account', title: 'Members', landsOn: '/account/members' },
  { path: '/global_forwarders', remote: 'mf-account', title: 'Global Forwarders' },
  { path: '/create_account', remote: 'mf-account', title: 'Create Account', built: true },
  { path: '/request_account', remote: 'mf-account', title: 'Request Account', built: true },
  { path: '/accept_invite', remote: 'mf-account', title: 'Accept Invite' },
  { path: '/profile', remote: 'mf-account', title: 'Profile', built: true },
  { path: '/account/subscription/aws_marketplace', remote: 'mf-account', title: 'AWS Marketplace Subscription' },
  { path: '/admin', remote: 'mf-admin', title: 'Admin Dashboard', as: 'staff' },
];

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
