import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
export { federationName, LOAD_TIMEOUT_MS } from '../src/remote-loading/constants.ts';

/**
 * The one list of shared singletons used by all six builds (ARCHITECTURE.md §3).
 * The trailing-slash entries cover `react/jsx-runtime`, `react-dom/client` and friends, and antd's
 * components and icons one by one.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // The router: the part of react-router the console uses, as one shared module (shared/src/router.ts).
  // react-router whole would be shared untree-shaken (63 KB gzip in the frame, about half of it unused).
  '@beacon/shared/router',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  // antd by the component (`antd/es/button`) and the icons by the icon: a route downloads only what
  // it renders. The shell provides every one the console imports (shell/src/layout/antdKit.ts).
  'antd/',
  '@ant-design/icons/es/',
  'dayjs',
  'dayjs/',
  'i18next',
  'react-i18next',
  '@beacon/shared',
  // The part of it the shell's frame uses, without Redux (shared/src/frame.ts).
  '@beacon/shared/frame',
  // Not shared: `@beacon/shared/ui` and `@beacon/shared/routing` hold no state of their own (their
  // contexts come from antd and `@beacon/shared`), so each build bundles only the pieces it uses. A
  // shared barrel would load every piece, and with them every antd component any piece renders.
] as const;

/**
 * Shared, but not singletons: the map stack (`@beacon/shared/map`, which loads `ol` through its own
 * lazy chunk). `ol` is not a singleton (ARCHITECTURE.md §3): nothing starts it up front, and a
 * screen without a map never loads it. Shared, the device page's map and the hotspot dashboard's
 * use one copy: whichever build's copy loads first serves both (docs/structure.md, "Maps"). The bulk
 * import (`@beacon/shared/import`: its dialog, CSV and XLSX parsers and their worker) likewise: the
 * devices' and the hotspots' Import buttons load it only when the dialog opens.
 */
export const SHARED_ON_DEMAND = ['@beacon/shared/map', '@beacon/shared/import'] as const;

const sharedPackageVersion = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as {
    version: string;
  }
).version;

export interface SharedEntry {
  singleton: boolean;
  requiredVersion?: string | false;
  version?: string;
  /** false: this build never provides its own copy; it takes the one in the share scope (the shell's). */
  import?: false;
  /**
   * The package of a key that ends in `/` (`@ant-design/icons/es/` → `@ant-design/icons`): the manifest
   * plugin looks the key's package up by this name; without it, it resolves the key itself, which
   * Node 24 reports as a deprecated trailing-slash exports mapping (DEP0155).
   */
  packageName?: string;
}

/**
 * The share keys a remote takes from the shell only: antd's components and icons, and the router
 * (whose own copy would bring react-router a second time). The federation
 * runtime's `loaded-first` strategy lets a consumer use its own copy of a shared module that nobody has
 * loaded yet, and antd's components are loaded one by one, so a remote's own copy of a component
 * (with its own antd context: no theme, locale or App) would win over the shell's. With no copy of
 * its own, a remote always gets the shell's, which provides every one the console imports
 * (shell/src/layout/antdKit.ts).
 */
export const SHELL_PROVIDED = ['antd/', '@ant-design/icons/es/', '@beacon/shared/router'] as const;

const requireFromShared = createRequire(import.meta.url);

/** The installed version of a package (all six builds resolve the same one from the catalog). */
function installedVersion(name: string): string {
  if (name.startsWith('@beacon/shared')) return sharedPackageVersion;
  return (requireFromShared(`${packageOf(name)}/package.json`) as { version: string }).version;
}

/** The package of a share key: `antd/` → antd, `@ant-design/icons/es/` → @ant-design/icons. */
function packageOf(name: string): string {
  return name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * The `shared` option of a build. `consumeFromShell`: a remote running inside the shell (every
 * production build, and `pnpm dev:remote`) takes antd from the shell only (SHELL_PROVIDED); a remote's
 * standalone page bundles its own.
 */
export function sharedSingletons({ consumeFromShell = false } = {}): Record<string, SharedEntry> {
  return Object.fromEntries(
    [...SHARED_SINGLETONS, ...SHARED_ON_DEMAND].map((name) => {
      const version = installedVersion(name);
      const singleton = !(SHARED_ON_DEMAND as readonly string[]).includes(name);
      const entry: SharedEntry = { singleton, version, requiredVersion: `^${version}` };
      if (name.endsWith('/')) entry.packageName = packageOf(name);
      if (consumeFromShell && (SHELL_PROVIDED as readonly string[]).includes(name)) entry.import = false;
      return [name, entry];
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
