import { getInstance } from '@module-federation/enhanced/runtime';
import { federationName } from '../remote-loading/constants.ts';
import { registeredRemotes } from '../remote-loading/loader.ts';

/** What a remote exposes to contribute to the palette (its module calls `registerPalette`). */
export const PALETTE_EXPOSE = './palette';
/** How long the palette waits for one remote's `./palette` before it opens without it. */
export const PALETTE_LOAD_TIMEOUT_MS = 3000;

/** Loads `./palette` of a remote (the module registers itself when it is evaluated). */
export type PaletteModuleLoader = (remote: string) => Promise<unknown>;

const loadFromFederation: PaletteModuleLoader = async (remote) => {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised');
  return instance.loadRemote(`${federationName(remote)}/${PALETTE_EXPOSE.slice(2)}`);
};

/** A remote built without the expose: nothing to contribute, nothing wrong. */
function isMissingExpose(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /does not exist in container|RUNTIME-014/i.test(message);
}

function withTimeout(promise: Promise<unknown>, ms: number, remote: string): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${remote}${PALETTE_EXPOSE} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface LoadPaletteModulesOptions {
  /** The remotes to ask; default: the enabled remotes of the shell's registry. */
  remotes?: readonly string[];
  load?: PaletteModuleLoader;
  timeoutMs?: number;
}

/**
 * Loads every enabled remote's `./palette` in parallel and resolves when each has loaded, failed or
 * timed out. A remote that is down, slow or disabled contributes nothing and breaks nothing: the
 * failure goes to the console only (the remote's own pages report their load failures). A module
 * that arrives after the timeout still registers, and the open palette shows its entries then.
 * Loading goes through the federation runtime, not `loadRemoteModule`, so that an optional expose
 * never marks a remote failed on the diagnostics page.
 */
export async function loadPaletteModules({
  remotes = registeredRemotes()
    .filter((r) => r.enabled)
    .map((r) => r.name),
  load = loadFromFederation,
  timeoutMs = PALETTE_LOAD_TIMEOUT_MS,
}: LoadPaletteModulesOptions = {}): Promise<void> {
  await Promise.all(
    remotes.map((remote) =>
      withTimeout(
        Promise.resolve().then(() => load(remote)),
        timeoutMs,
        remote,
      ).catch((error: unknown) => {
        if (isMissingExpose(error)) console.info(`${remote} contributes nothing to the palette (no ${PALETTE_EXPOSE})`);
        else console.warn(`The palette goes on without ${remote}:`, error);
      }),
    ),
  );
}

let loaded: Promise<void> | undefined;

/** `loadPaletteModules()` once per page: the palette's first opening loads them, later ones reuse it. */
export function loadPaletteModulesOnce(): Promise<void> {
  loaded ??= loadPaletteModules();
  return loaded;
}
