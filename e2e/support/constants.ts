/** Where the shell and the remotes are served (shared/build/remotes.json). */
export const SHELL_URL = 'http://localhost:3000';

/** The second mf-account build the webServer serves next to the production builds. */
export const ALT_ACCOUNT_PORT = 3014;
export const ALT_BUILD_VERSION = 'e2e-alt';
export const ALT_ACCOUNT_MANIFEST = `http://localhost:${ALT_ACCOUNT_PORT}/mf-manifest.json`;

export type RemoteName = 'mf-networks' | 'mf-devices' | 'mf-hotspots' | 'mf-account' | 'mf-admin';

export const REMOTE_PORTS: Record<RemoteName, number> = {
  'mf-networks': 3001,
  'mf-devices': 3002,
  'mf-hotspots': 3003,
  'mf-account': 3004,
  'mf-admin': 3005,
};

export const REMOTE_NAMES = Object.keys(REMOTE_PORTS) as RemoteName[];

export function manifestUrl(remote: RemoteName): string {
  return `http://localhost:${REMOTE_PORTS[remote]}/mf-manifest.json`;
}

/** The libraries every bundle shares as singletons (shared/build/federation.ts). */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  'antd',
  'i18next',
  'react-i18next',
  '@beacon/shared',
] as const;

/** What every page title starts with. */
export const CONSOLE_NAME = 'Beacon Console';

export function pageTitle(routeTitle: string): string {
  return `${CONSOLE_NAME} | ${routeTitle}`;
}
