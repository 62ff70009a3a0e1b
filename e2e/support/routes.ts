import type { RemoteName } from './constants.ts';
import type { DemoRole } from './users.ts';

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
}

/** One route per registry base path of every remote, with the screen it must show. */
export const BASE_PATH_ROUTES: RouteCase[] = [
  { path: '/', remote: 'mf-networks', title: 'Networks' },
  { path: '/networks/n1', remote: 'mf-networks', title: 'Events · n1' },
  { path: '/devices', remote: 'mf-devices', title: 'Devices' },
  { path: '/hotspots', remote: 'mf-hotspots', title: 'Hotspot Dashboard', landsOn: '/hotspots/dashboard' },
  { path: '/account', remote: 'mf-account', title: 'Members', landsOn: '/account/members' },
  { path: '/global_forwarders', remote: 'mf-account', title: 'Global Forwarders' },
  { path: '/create_account', remote: 'mf-account', title: 'Create Account' },
  { path: '/request_account', remote: 'mf-account', title: 'Request Account' },
  { path: '/accept_invite', remote: 'mf-account', title: 'Accept Invite' },
  { path: '/profile', remote: 'mf-account', title: 'Profile' },
  { path: '/account/subscription/aws_marketplace', remote: 'mf-account', title: 'AWS Marketplace Subscription' },
  { path: '/admin', remote: 'mf-admin', title: 'Admin Dashboard', as: 'staff' },
];

/** Further routes whose document title is checked. */
export const TITLED_ROUTES: Pick<RouteCase, 'path' | 'title' | 'as'>[] = [
  ...BASE_PATH_ROUTES,
  { path: '/networks/n1/stats', title: 'Statistics · n1' },
  { path: '/networks/n1/devices', title: 'Devices · n1' },
  { path: '/devices/d1', title: 'Device d1' },
  { path: '/admin/tiers', title: 'Tier Management', as: 'staff' },
  { path: '/404', title: 'Not found' },
  { path: '/nope', title: 'Not found' },
];
