/** The members of rspack's loader context the loader uses. */
export interface WorkerSourceContext {
  resourcePath: string;
  mode: string;
  addDependency(file: string): void;
  async(): (error: Error | null, output?: string) => void;
}

/** The `?worker-source` loader: the module bundled on its own by esbuild, exported as a string. */
export default function workerSource(this: WorkerSourceContext): void;
