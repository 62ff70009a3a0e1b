import { readFileSync } from 'node:fs';

export type RemoteName = 'mf-networks' | 'mf-devices' | 'mf-hotspots' | 'mf-account' | 'mf-admin';

interface RegistryFile {
  shell: { port: number };
  remotes: { name: RemoteName; port: number; basePaths: string[] }[];
}

/**
 * The registry file: the port and base paths of every bundle, the one source that the console's
 * runtime config, the servers and these tests all read. Read as data (e2e imports no shared code).
 */
export const REGISTRY = JSON.parse(
  readFileSync(new URL('../../shared/build/remotes.json', import.meta.url), 'utf8'),
) as RegistryFile;

/** Where the shell and the remotes are served. */
export const SHELL_URL = `http://localhost:${REGISTRY.shell.port}`;

/** The second mf-account build the webServer serves next to the production builds. */
export const ALT_ACCOUNT_PORT = 3014;
export const ALT_BUILD_VERSION = 'e2e-alt';
export const ALT_ACCOUNT_MANIFEST = `http://localhost:${ALT_ACCOUNT_PORT}/mf-manifest.json`;

export const REMOTE_NAMES: RemoteName[] = REGISTRY.remotes.map((r) => r.name);

export const REMOTE_PORTS = Object.fromEntries(REGISTRY.remotes.map((r) => [r.name, r.port])) as Record<
  RemoteName,
  number
>;

export function manifestUrl(remote: RemoteName): string {
  return `http://localhost:${REMOTE_PORTS[remote]}/mf-manifest.json`;
}

/** The libraries every bundle shares as singletons (shared/build/federation.ts). */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  // react-router through the part of it the console uses (shared/src/router.ts).
  '@beacon/shared/router',
  'react-redux',
  '@reduxjs/toolkit',
  // antd is shared by the component (docs/structure.md#antd-by-the-component): its one context, and
  // components that every remote's first route renders.
  'antd/es/config-provider',
  'antd/es/app',
  'antd/es/typography',
  'i18next',
  'react-i18next',
  '@beacon/shared',
  '@beacon/shared/frame',
] as const;

/** What every page title starts with. */
export const CONSOLE_NAME = 'Beacon Console';

export function pageTitle(routeTitle: string): string {
  return `${CONSOLE_NAME} | ${routeTitle}`;
}
