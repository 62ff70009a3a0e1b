// @ts-check
import { resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * An rspack loader for `import('./x.worker.ts?worker-source')`: the module bundled on its own by esbuild
 * (its imports included, one IIFE, minified in production) and exported as a string, which the page
 * starts as a worker from a `blob:` URL (shared/src/import/parse/readTable.ts).
 *
 * Why not rspack's `new Worker(new URL(…))`: a remote's chunks are on the remote's origin, and a
 * worker's script must be on the page's; rspack's worker chunk also gets the Module Federation runtime
 * (which expects the shell's runtime core, absent in a worker) and split chunks it loads through a
 * public path it derives from the worker's own (blob:) location. A script made of one string has
 * none of these: the worker needs only `worker-src blob:` in the CSP (shared/build/serve.mjs).
 *
 * @this {import('@rspack/core').LoaderContext}
 */
export default function workerSource() {
  const callback = this.async();
  const production = this.mode === 'production';
  build({
    entryPoints: [this.resourcePath],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: production,
    write: false,
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  }).then(
    (result) => {
      for (const input of Object.keys(result.metafile.inputs)) this.addDependency(resolve(input));
      const code = result.outputFiles[0]?.text ?? '';
      callback(null, `export default ${JSON.stringify(code)};\n`);
    },
    (error) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
