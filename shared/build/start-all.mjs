// Serves the production builds: the shell on :3000 with its runtime config, each remote on its
// own port (its own origin), and starts platform-sim (API :4000, IdP :4001) unless --no-platform. Extra builds: --extra <name>=<port>:<dist dir> (used by e2e tests to
// serve a second build of one remote). BEACON_CONFIG_FILE serves a config file instead of the
// generated local one (read on every request, so it can be edited without a restart).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { distOf, LAYOUT, localRuntimeConfig, serveDist, shellOrigins, startPlatformSim } from './serve.mjs';

const extras = process.argv
  .slice(2)
  .flatMap((arg, i, all) => (arg === '--extra' ? [all[i + 1]] : []))
  .map((spec) => {
    const [, name, port, dir] = /^([^=]+)=(\d+):(.+)$/.exec(spec ?? '') ?? [];
    if (!name) throw new Error(`--extra expects <name>=<port>:<dir>, got ${spec}`);
    return { name, port: Number(port), dir: resolve(dir) };
  });

const bundles = [
  { name: 'shell', port: LAYOUT.shell.port, dir: distOf('shell') },
  ...LAYOUT.remotes.map((r) => ({ name: r.name, port: r.port, dir: distOf(r.name) })),
  ...extras,
];
for (const b of bundles) {
  if (!existsSync(b.dir)) {
    console.error(`${b.dir} is missing: run \`pnpm build\` first.`);
    process.exit(1);
  }
}

const configFile = process.env.BEACON_CONFIG_FILE;
const config = () => (configFile ? JSON.parse(readFileSync(configFile, 'utf8')) : localRuntimeConfig());
const origins = shellOrigins();

if (!process.argv.includes('--no-platform')) startPlatformSim();

await Promise.all(
  bundles.map((b) =>
    serveDist({
      dir: b.dir,
      port: b.port,
      spa: b.name === 'shell',
      config: b.name === 'shell' ? config : undefined,
      origins,
    }),
  ),
);
for (const b of bundles) console.log(`${b.name.padEnd(12)} http://localhost:${b.port}/`);
console.log(`\nBeacon Console is ready at http://localhost:${LAYOUT.shell.port}/`);
