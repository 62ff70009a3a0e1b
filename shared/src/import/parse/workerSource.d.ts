/** `import('./x.worker.ts?worker-source')`: the module bundled on its own, as a script (shared/build/workerSource.mjs). */
declare module '*?worker-source' {
  const source: string;
  export default source;
}
