import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federationName, LOAD_TIMEOUT_MS } from '../src/remote-loading/constants.ts';
import { resolveBuildVersion, sharedSingletons } from './federation.ts';
import { LAYOUT, remoteLayout } from './ports.ts';

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
  const allowedOrigins = (process.env.BEACON_SHELL_ORIGINS ?? `http://localhost:${LAYOUT.shell.port}`)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: federationName(name),
        exposes,
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { filePath: '' },
      }),
    ],
    source: {
      define: { 'process.env.MF_BUILD_VERSION': JSON.stringify(process.env.MF_BUILD_VERSION) },
    },
    html: { title },
    server: {
      port,
      strictPort: true,
      host: 'localhost',
      cors: isShell ? false : { origin: allowedOrigins },
      historyApiFallback: isShell,
    },
    dev: { assetPrefix: `http://localhost:${port}/` },
    output: {
      assetPrefix: isShell ? '/' : 'auto',
      cleanDistPath: true,
      distPath: process.env.BEACON_DIST_DIR ? { root: process.env.BEACON_DIST_DIR } : undefined,
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    tools: {
      rspack: {
        output: { chunkLoadTimeout: LOAD_TIMEOUT_MS, uniqueName: federationName(name) },
      },
    },
  });
}

export function createRemoteConfig(
  name: string,
  root: string,
  title: string,
  extraExposes: Record<string, string> = {},
): RsbuildConfig {
  return createBundleConfig({
    name,
    root,
    title,
    port: remoteLayout(name).port,
    exposes: { './App': './src/App.tsx', ...extraExposes },
  });
}
