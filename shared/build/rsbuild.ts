import { defineConfig, mergeRsbuildConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federationName, LOAD_TIMEOUT_MS } from '../src/remote-loading/constants.ts';
import { themeBootScript } from '../src/theme/themeBoot.ts';
import { resolveBuildVersion, sharedSingletons } from './federation.ts';
import { LAYOUT, remoteLayout } from './ports.ts';
import { localRuntimeConfig } from './serve.mjs';
import { checkTranslations } from './translationsCheck.ts';

/**
 * When `pnpm dev:remote` runs a remote's dev server, each rebuild asks the shell's dev server to
 * reload the page (BEACON_SHELL_RELOAD_URL): fast refresh does not cross bundles (nx#36393).
 */
function reloadShellAfterRebuild(): RsbuildPlugin {
  return {
    name: 'beacon:reload-shell-after-rebuild',
    setup(api) {
      const url = process.env.BEACON_SHELL_RELOAD_URL;
      if (!url) return;
      api.onAfterDevCompile(async ({ isFirstCompile, stats }) => {
        if (isFirstCompile || stats?.hasErrors()) return;
        await fetch(url, { method: 'POST' }).catch(() => undefined);
      });
    },
  };
}

/**
 * The modules that every antd component and icon uses, loaded once as one chunk. Besides antd's
 * core, the small modules several components import (English locales of the pickers, pagination and
 * modal, tooltip and space internals, is-mobile, react-is): left to the default splitting, each
 * component's chunk carried its own copy (`pnpm bench:bundle --attribute`, "Modules in more than one
 * chunk").
 */
const ANTD_BASE_CHUNK = {
  test: new RegExp(
    [
      String.raw`[\\/]node_modules[\\/](?:`,
      [
        String.raw`antd[\\/]es[\\/](?:_util|config-provider|theme|locale|style|version)`,
        String.raw`antd[\\/]es[\\/](?:date-picker|calendar|time-picker)[\\/]locale`,
        String.raw`antd[\\/]es[\\/]modal[\\/]locale`,
        String.raw`antd[\\/]es[\\/]form[\\/](?:validateMessagesContext|hooks[\\/]useVariants)`,
        String.raw`antd[\\/]es[\\/]tooltip[\\/]UniqueProvider`,
        String.raw`antd[\\/]es[\\/]space[\\/](?:Compact|context|style[\\/]compact)`,
        String.raw`antd[\\/]es[\\/]empty[\\/]utils`,
        String.raw`@ant-design[\\/](?:cssinjs|cssinjs-utils|colors|fast-color|icons[\\/]es[\\/](?:components|utils|cssUtils|renderUtils))`,
        String.raw`@rc-component[\\/](?:util|motion|resize-observer|portal|trigger|context)`,
        String.raw`@rc-component[\\/](?:picker|pagination)[\\/]es[\\/]locale`,
        String.raw`@emotion[\\/](?:hash|unitless)`,
        String.raw`stylis|clsx|is-mobile|react-is|@babel[\\/]runtime`,
      ].join('|'),
      String.raw`)(?:[\\/]|\.js$)`,
    ].join(''),
  ),
  name: 'antd-base',
  chunks: 'async' as const,
  enforce: true,
  priority: 20,
};

/**
 * Redux Toolkit (with RTK Query and its React hooks), reselect, immer and react-redux: three shared
 * modules (`@reduxjs/toolkit`, `…/query`, `…/query/react`) and react-redux, every one of them on
 * every signed-in page. In one chunk they carry one copy of reselect and immer, not one each.
 */
const REDUX_CHUNK = {
  test: /[\\/]node_modules[\\/](?:@reduxjs[\\/]toolkit|reselect|immer|redux|redux-thunk|react-redux|use-sync-external-store|@standard-schema[\\/]utils)[\\/]/,
  name: 'lib-redux',
  chunks: 'async' as const,
  enforce: true,
  priority: 20,
};

interface BundleOptions {
  /** Registry name: `shell` or `mf-<domain>`. */
  name: string;
  /** Modules this bundle exposes (remotes always expose `./App`). */
  exposes?: Record<string, string>;
  /** Directory of the package (pass `import.meta.dirname`). */
  root: string;
  port: number;
  /** Page title used only by the standalone HTML page. */
  title: string;
}

/**
 * One Rsbuild config for all six bundles: React, Module Federation with the shared singleton
 * list, `loaded-first`, the 120 s chunk timeout, the runtime timeout plugin and the build version.
 */
export function createBundleConfig({ name, exposes, root, port, title }: BundleOptions): RsbuildConfig {
  process.env.MF_BUILD_VERSION = resolveBuildVersion(root);
  const isShell = name === 'shell';
  const isProduction = process.env.NODE_ENV === 'production';
  // A remote runs inside the shell in every production build and under `pnpm dev:remote` (which
  // names the shell to reload); only `rsbuild dev` in its own folder serves its standalone page.
  const remoteInShell = !isShell && (isProduction || Boolean(process.env.BEACON_SHELL_RELOAD_URL));
  const allowedOrigins = (process.env.BEACON_SHELL_ORIGINS ?? `http://localhost:${LAYOUT.shell.port}`)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return defineConfig({
    plugins: [
      pluginReact(),
      reloadShellAfterRebuild(),
      // The shell also carries shared's `common` namespace.
      checkTranslations(root, { common: isShell }),
      pluginModuleFederation({
        name: federationName(name),
        // A stable entry name; mf-manifest.json (no-cache) is what the registry points at.
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons({ consumeFromShell: remoteInShell }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { filePath: '' },
        // One federation runtime: the shell provides its runtime core to the remotes, so a remote's
        // entry carries only its own share and expose tables. A remote's standalone page (`rsbuild
        // dev` in its folder) has no shell, so that build keeps the runtime in its bundle.
        // Every build runs in a browser (no Node loading code). A remote inside the shell loads no
        // remote through its own instance (RemoteComponent uses the shell's), so it needs neither the
        // manifest snapshot code nor the remote-loading code.
        experiments: isShell
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : {
              externalRuntime: remoteInShell,
              optimization: { target: 'web', disableSnapshot: remoteInShell, disableRemote: remoteInShell },
            },
      }),
    ],
    source: {
      define: {
        'process.env.MF_BUILD_VERSION': JSON.stringify(process.env.MF_BUILD_VERSION),
        // The error reporter (the shell's `error-reporting` chunk) without what the console never uses:
        // the SDK's debug logging, replay of iframes and shadow DOM, and the replay compression worker
        // (off: `useCompression: false`, a blob: worker the CSP refuses). Sentry's tree-shaking flags.
        ...(isShell
          ? {
              __SENTRY_DEBUG__: 'false',
              __RRWEB_EXCLUDE_IFRAME__: 'true',
              __RRWEB_EXCLUDE_SHADOW_DOM__: 'true',
              __SENTRY_EXCLUDE_REPLAY_WORKER__: 'true',
            }
          : {}),
      },
    },
    html: {
      title,
      // The remembered colour scheme, applied before the first paint (no flash of the wrong theme).
      // The static host allows this inline script by its hash (serve.mjs `inlineScriptHashes`).
      tags: [{ tag: 'script', children: themeBootScript, head: true, append: false }],
      meta: { 'color-scheme': 'light dark' },
    },
    server: {
      port,
      strictPort: true,
      host: 'localhost',
      cors: isShell ? false : { origin: allowedOrigins },
      historyApiFallback: isShell,
      // The shell's dev server answers /config.json with the local registry, as the static host does.
      // In dev, POST /__beacon/reload (sent by a remote's dev server after each rebuild) reloads
      // the page, because React Fast Refresh cannot reach the shell's React roots across bundles.
      setup: isShell
        ? (context) => {
            context.server.middlewares.use((req, res, next) => {
              const path = req.url?.split('?')[0];
              if (path === '/__beacon/reload' && req.method === 'POST' && context.action === 'dev') {
                context.server.sockWrite('full-reload');
                res.statusCode = 204;
                res.end();
                return;
              }
              if (path !== '/config.json') return next();
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(JSON.stringify(localRuntimeConfig()));
            });
          }
        : undefined,
    },
    // A remote's code runs inside the shell's page, so its dev socket must name its own dev server.
    // Dev servers compile everything up front (Rsbuild compiles import() on demand by default): the
    // shell's share scope must hold the antd kit, reached only through import(), before a remote asks
    // for it, and a remote's standalone page failed to start with on-demand chunks ("reading 'call'").
    dev: {
      assetPrefix: `http://localhost:${port}/`,
      client: { host: 'localhost', port },
      lazyCompilation: false,
    },
    output: {
      assetPrefix: isShell ? '/' : 'auto',
      // Only a production build replaces dist: a dev server must not wipe the build others serve.
      cleanDistPath: isProduction,
      distPath: process.env.BEACON_DIST_DIR ? { root: process.env.BEACON_DIST_DIR } : undefined,
      // `pnpm bench:bundle --attribute` builds with BEACON_SOURCE_MAPS=1: a .map file beside each JS
      // chunk, referenced by nothing, to attribute bytes to packages. The chunks keep their sizes (the
      // minifier may pick another name for a local, so a chunk's hash can change).
      ...(process.env.BEACON_SOURCE_MAPS === '1'
        ? { sourceMap: { js: 'hidden-source-map' as const, css: false } }
        : {}),
    },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        // antd is shared by the component, so each component is a chunk of its own. What every
        // component needs (the config provider, theme, CSS-in-JS, the icon base) goes into one
        // chunk instead of a copy in each: see docs/performance.md ("antd by the component").
        override: { cacheGroups: { antdBase: ANTD_BASE_CHUNK, redux: REDUX_CHUNK } },
      },
    },
    tools: {
      rspack: {
        output: { chunkLoadTimeout: LOAD_TIMEOUT_MS, uniqueName: federationName(name) },
        // `@beacon/shared/ui` only re-exports: marking it side-effect free links each import to its
        // piece, so a page's chunk holds only the pieces it uses (docs/performance.md, "The remotes'
        // first routes under 30 KB").
        module: {
          rules: [
            // `import('./parse.worker.ts?worker-source')`: the bulk import's parser worker as one
            // self-contained script, a string the page starts from a blob: URL (workerSource.mjs).
            {
              resourceQuery: /worker-source/,
              use: [{ loader: fileURLToPath(new URL('./workerSource.mjs', import.meta.url)) }],
            },
            { test: /shared[\\/]src[\\/]antd-ui[\\/]index\.ts$/, sideEffects: false },
            // antd's own modules are side-effect free (its package.json says so), the @rc-component
            // packages under them are too but do not say it: without this, one name taken from a
            // package's index (Input's `FormProvider` from @rc-component/form) brings the whole
            // package (the form engine and its validator, 13 KB gzip on the way to the first card).
            { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
          ],
        },
      },
      // A remote's page (src/bootstrap.tsx) is for standalone development: a build that runs inside
      // the shell (federation runtime and antd from the shell) has no page of its own.
      htmlPlugin: isShell || !remoteInShell,
    },
  });
}

export function createRemoteConfig(
  name: string,
  root: string,
  title: string,
  extraExposes: Record<string, string> = {},
): RsbuildConfig {
  const { port, basePaths } = remoteLayout(name);
  return mergeRsbuildConfig(
    createBundleConfig({ name, root, title, port, exposes: { './App': './src/App.tsx', ...extraExposes } }),
    // The standalone page (src/bootstrap.tsx) mounts the App under the registry's base paths, as the
    // shell does: `JSON.parse(process.env.BEACON_BASE_PATHS)`.
    { source: { define: { 'process.env.BEACON_BASE_PATHS': JSON.stringify(JSON.stringify(basePaths)) } } },
  );
}
