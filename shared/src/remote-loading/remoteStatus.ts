import type { RemoteLoadError } from './RemoteLoadError.ts';

export type RemoteState = 'not-loaded' | 'loading' | 'loaded' | 'failed';

export interface RemoteStatus {
  name: string;
  entry: string;
  state: RemoteState;
  enabled: boolean;
  overridden: boolean;
  buildVersion?: string;
  loadTimeMs?: number;
  error?: RemoteLoadError;
  /** Whether the remote's code resolved React to the shell's instance. */
  sharesShellReact?: boolean;
}

type Listener = () => void;

/** A small external store of each remote's load status, read by the diagnostics page. */
class RemoteStatusStore {
  private statuses = new Map<string, RemoteStatus>();
  private snapshot: RemoteStatus[] = [];
  private listeners = new Set<Listener>();

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RemoteStatus[] => this.snapshot;

  get(name: string): RemoteStatus | undefined {
    return this.statuses.get(name);
  }

  reset(statuses: RemoteStatus[]): void {
    this.statuses = new Map(statuses.map((s) => [s.name, s]));
    this.emit();
  }

  update(name: string, patch: Partial<RemoteStatus>): void {
    const current = this.statuses.get(name);
    if (!current) return;
    this.statuses.set(name, { ...current, ...patch });
    this.emit();
  }

  private emit(): void {
    this.snapshot = [...this.statuses.values()];
    this.listeners.forEach((l) => l());
  }
}

export const remoteStatusStore = new RemoteStatusStore();
