// Serves one bundle's production build on its own port: `node shared/build/serve-one.mjs mf-hotspots`.
// The shell also answers /config.json with the local runtime config.
import { distOf, LAYOUT, localRuntimeConfig, serveDist, shellOrigins } from './serve.mjs';

const name = process.argv[2];
const port = name === 'shell' ? LAYOUT.shell.port : LAYOUT.remotes.find((r) => r.name === name)?.port;
if (!port) {
  console.error(`Usage: serve-one.mjs <shell|${LAYOUT.remotes.map((r) => r.name).join('|')}>`);
  process.exit(1);
}
const isShell = name === 'shell';
await serveDist({
  dir: distOf(name),
  port,
  spa: isShell,
  config: isShell ? () => localRuntimeConfig() : undefined,
  origins: shellOrigins(),
});
console.log(`${name} http://localhost:${port}/`);
