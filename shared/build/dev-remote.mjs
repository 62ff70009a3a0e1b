// pnpm dev:remote <name>: that remote's Rsbuild dev server and the shell's dev server (HMR; React's
// development build everywhere), with every other remote from its production build. The registry
// points <name> at its dev server, on the remote's usual port. platform-sim runs as with `pnpm start`. A rebuild of the remote reloads the
// page through the shell's dev server, since React Fast Refresh does not cross federated bundles.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { distOf, LAYOUT, serveDist, shellOrigins, startPlatformSim } from './serve.mjs';

const name = process.argv[2];
const remote = LAYOUT.remotes.find((r) => r.name === name);
if (!remote) {
  console.error(`Usage: pnpm dev:remote <${LAYOUT.remotes.map((r) => r.name).join('|')}>`);
  process.exit(1);
}
const others = LAYOUT.remotes.filter((r) => r.name !== name);
const missing = others.map((r) => r.name).filter((n) => !existsSync(distOf(n)));
if (missing.length > 0) {
  console.error(`Production builds missing for ${missing.join(', ')}: run \`pnpm build\` once first.`);
  process.exit(1);
}

const devServers = ['shell', name].map((pkg) =>
  spawn('pnpm', ['exec', 'rsbuild', 'dev'], {
    cwd: fileURLToPath(new URL(`../../${pkg}/`, import.meta.url)),
    stdio: 'inherit',
    // Only the remote's rebuilds reload the page; the shell's own edits stay hot updates.
    env:
      pkg === name
        ? { ...process.env, BEACON_SHELL_RELOAD_URL: `http://localhost:${LAYOUT.shell.port}/__beacon/reload` }
        : process.env,
  }),
);
process.on('exit', () => devServers.forEach((s) => s.kill()));
process.on('SIGINT', () => process.exit(130));

startPlatformSim();
const origins = shellOrigins();
await Promise.all(others.map((r) => serveDist({ dir: distOf(r.name), port: r.port, origins })));
console.log(`\n${name} runs from its dev server (HMR) at http://localhost:${remote.port}/`);
console.log(
  `Beacon Console: http://localhost:${LAYOUT.shell.port}/ (shell dev server; other remotes from their production builds)`,
);
