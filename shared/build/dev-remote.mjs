// pnpm dev:remote <name>: that remote's Rsbuild dev server (HMR) plus the shell and every other
// remote from their production builds, with the registry pointing <name> at the dev server.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { distOf, LAYOUT, localRuntimeConfig, serveDist, shellOrigins } from './serve.mjs';

const name = process.argv[2];
const remote = LAYOUT.remotes.find((r) => r.name === name);
if (!remote) {
  console.error(`Usage: pnpm dev:remote <${LAYOUT.remotes.map((r) => r.name).join('|')}>`);
  process.exit(1);
}
const others = LAYOUT.remotes.filter((r) => r.name !== name);
const missing = ['shell', ...others.map((r) => r.name)].filter((n) => !existsSync(distOf(n)));
if (missing.length > 0) {
  console.error(`Production builds missing for ${missing.join(', ')}: run \`pnpm build\` once first.`);
  process.exit(1);
}

const devServer = spawn('pnpm', ['exec', 'rsbuild', 'dev'], {
  cwd: fileURLToPath(new URL(`../../${name}/`, import.meta.url)),
  stdio: 'inherit',
});
process.on('exit', () => devServer.kill());
process.on('SIGINT', () => process.exit(130));

const origins = shellOrigins();
const config = () => localRuntimeConfig();
await serveDist({ dir: distOf('shell'), port: LAYOUT.shell.port, spa: true, config, origins });
await Promise.all(others.map((r) => serveDist({ dir: distOf(r.name), port: r.port, origins })));
console.log(`\n${name} runs from its dev server (HMR) at http://localhost:${remote.port}/`);
console.log(`Beacon Console: http://localhost:${LAYOUT.shell.port}/ (other remotes from their production builds)`);
