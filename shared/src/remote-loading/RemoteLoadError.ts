/** Which of the loads of a remote failed. */
export type RemoteLifecycle = 'manifest' | 'entry' | 'chunk' | 'module';

export interface RemoteLoadErrorInit {
  remote: string;
  lifecycle: RemoteLifecycle;
  /** The name of the underlying failure: ChunkLoadError, ScriptNetworkError, TimeoutError, … */
  causeName: string;
  /** The script (or manifest) whose load failed, when known. */
  script?: string;
  cause: unknown;
}

/** A failure to load part of a remote, named by remote, lifecycle and cause. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly remote: string;
  readonly lifecycle: RemoteLifecycle;
  readonly causeName: string;
  readonly script: string | undefined;

  constructor(init: RemoteLoadErrorInit) {
    super(
      `${init.remote}: ${init.lifecycle} failed (${init.causeName})${init.script ? ` loading ${init.script}` : ''}: ${messageOf(init.cause)}`,
      { cause: init.cause },
    );
    this.remote = init.remote;
    this.lifecycle = init.lifecycle;
    this.causeName = init.causeName;
    this.script = init.script;
  }
}

interface ChunkLoadErrorShape {
  name: 'ChunkLoadError';
  type?: string;
  request?: string;
  message: string;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

function isChunkLoadError(error: unknown): error is ChunkLoadErrorShape {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** The last path segment of a script URL without its query: the name a person recognises. */
export function scriptName(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const path = url.split(/[?#]/)[0] ?? url;
  return path.slice(path.lastIndexOf('/') + 1) || path;
}

const QUOTED_URL = /"(https?:\/\/[^"]+)"/;

export interface LoadContext {
  /** Manifest URL the remote was registered with. */
  manifestUrl?: string;
  /** Cause recorded by the runtime plugin for the last manifest fetch (e.g. TimeoutError). */
  manifestCause?: string;
}

/** Names any failure seen while loading or rendering a remote's code. */
export function toRemoteLoadError(remote: string, error: unknown, context: LoadContext = {}): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  const message = messageOf(error);
  if (isChunkLoadError(error)) {
    return new RemoteLoadError({
      remote,
      lifecycle: 'chunk',
      causeName: error.type === 'timeout' ? 'TimeoutError' : 'ChunkLoadError',
      script: error.request ?? message.match(/\((https?:[^)]+)\)/)?.[1],
      cause: error,
    });
  }
  if (message.includes('RUNTIME-003')) {
    return new RemoteLoadError({
      remote,
      lifecycle: 'manifest',
      causeName: context.manifestCause ?? 'NetworkError',
      script: context.manifestUrl,
      cause: error,
    });
  }
  if (message.includes('RUNTIME-008') || message.includes('ScriptNetworkError')) {
    return new RemoteLoadError({
      remote,
      lifecycle: 'entry',
      causeName: /timed out/i.test(message) ? 'TimeoutError' : 'ScriptNetworkError',
      script: message.match(QUOTED_URL)?.[1],
      cause: error,
    });
  }
  if (message.includes('ScriptExecutionError') || message.includes('RUNTIME-001')) {
    return new RemoteLoadError({
      remote,
      lifecycle: 'entry',
      causeName: 'ScriptExecutionError',
      script: message.match(QUOTED_URL)?.[1],
      cause: error,
    });
  }
  return new RemoteLoadError({
    remote,
    lifecycle: 'module',
    causeName: error instanceof Error ? error.name : 'Error',
    cause: error,
  });
}

/** True for failures a Retry can fix (a load), false for render bugs inside a remote. */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof RemoteLoadError) return error.lifecycle !== 'module';
  const named = toRemoteLoadError('unknown', error);
  return named.lifecycle !== 'module';
}
