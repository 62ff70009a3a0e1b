import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
export { federationName, LOAD_TIMEOUT_MS } from '../src/remote-loading/constants.ts';

/**
 * The one list of shared singletons used by all six builds (ARCHITECTURE.md §3).
 * The trailing-slash entries cover `react/jsx-runtime`, `react-dom/client` and friends.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'antd',
  '@ant-design/icons',
  'dayjs',
  'dayjs/',
  'i18next',
  'react-i18next',
  '@beacon/shared',
  '@beacon/shared/ui',
  '@beacon/shared/routing',
] as const;

const sharedPackageVersion = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as {
    version: string;
  }
).version;

export interface SharedEntry {
  singleton: true;
  requiredVersion?: string | false;
  version?: string;
}

const requireFromShared = createRequire(import.meta.url);

/** The installed version of a package (all six builds resolve the same one from the catalog). */
function installedVersion(name: string): string {
  if (name.startsWith('@beacon/shared')) return sharedPackageVersion;
  const pkg = name.replace(/\/$/, '');
  return (requireFromShared(`${pkg}/package.json`) as { version: string }).version;
}

export function sharedSingletons(): Record<string, SharedEntry> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const version = installedVersion(name);
      return [name, { singleton: true, version, requiredVersion: `^${version}` }];
    }),
  );
}

/** The git revision (plus `-dirty` for an uncommitted tree) that identifies a build. */
export function resolveBuildVersion(cwd: string): string {
  if (process.env.MF_BUILD_VERSION) return process.env.MF_BUILD_VERSION;
  try {
    const rev = execSync('git rev-parse --short=12 HEAD', { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    const dirty = execSync('git status --porcelain', { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return dirty ? `${rev}-dirty` : rev;
  } catch {
    return 'unversioned';
  }
}
