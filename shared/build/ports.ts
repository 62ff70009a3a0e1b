import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface RemoteLayout {
  name: string;
  port: number;
  basePaths: string[];
}

interface Layout {
  shell: { port: number };
  remotes: RemoteLayout[];
}

/** Local ports and base paths of the six bundles (also read by the serving scripts). */
export const LAYOUT = JSON.parse(
  readFileSync(fileURLToPath(new URL('./remotes.json', import.meta.url)), 'utf8'),
) as Layout;

export function remoteLayout(name: string): RemoteLayout {
  const remote = LAYOUT.remotes.find((r) => r.name === name);
  if (!remote) throw new Error(`Unknown remote ${name}`);
  return remote;
}
