/**
 * Sends deliveries in the background: POST to a route's URL with its headers, under the outbound policy
 * (outbound/policy.ts: never to an internal address, checked after DNS and on each redirect), a timeout,
 * a few at a time.
 */
import type { Route } from '@beacon/shared/contract';
import type { OutboundPolicy } from '../../outbound/policy.ts';
import { postOutbound } from '../../outbound/send.ts';

export interface DeliveryJob {
  readonly accountId: string;
  readonly networkId: string;
  readonly route: Route;
  /** The event type as routes see it, e.g. network.device_spotted. */
  readonly eventType: string;
  readonly deviceId?: string;
  /** The JSON text to POST. */
  readonly body: string;
}

export interface DeliveryOutcome {
  readonly status: number | null;
  readonly ok: boolean;
  readonly error?: string;
  /** Epoch seconds when the attempt started. */
  readonly at: number;
  readonly durationMs: number;
}

export interface DispatcherOptions {
  /** Per request. Default 5000 ms. */
  readonly timeoutMs?: number;
  /** Requests in flight at once. Default 8. */
  readonly concurrency?: number;
  /** Waiting jobs beyond this are recorded as failed at once. Default 1000. */
  readonly maxQueue?: number;
}

export const DEFAULT_DELIVERY_TIMEOUT_MS = 5000;
export const QUEUE_FULL_MESSAGE = 'Not sent: too many deliveries waiting';

/** A failed request's error as the delivery logs show it (also used by the hotspot alerts). */
export function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `Timed out after ${timeoutMs / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { message?: unknown } | undefined) : undefined;
  if (typeof cause?.message === 'string' && cause.message !== '') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

export class DeliveryDispatcher {
  readonly #timeoutMs: number;
  readonly #concurrency: number;
  readonly #maxQueue: number;
  readonly #now: () => number;
  readonly #policy: OutboundPolicy;
  readonly #onDone: (job: DeliveryJob, outcome: DeliveryOutcome) => void;
  readonly #closing = new AbortController();
  #queue: DeliveryJob[] = [];
  #active = 0;
  #idleWaiters: Array<() => void> = [];

  constructor(
    options: DispatcherOptions,
    now: () => number,
    policy: OutboundPolicy,
    onDone: (job: DeliveryJob, outcome: DeliveryOutcome) => void,
  ) {
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
    this.#concurrency = options.concurrency ?? 8;
    this.#maxQueue = options.maxQueue ?? 1000;
    this.#now = now;
    this.#policy = policy;
    this.#onDone = onDone;
  }

  enqueue(job: DeliveryJob): void {
    if (this.#closing.signal.aborted) return;
    if (this.#queue.length >= this.#maxQueue) {
      this.#finish(job, { status: null, ok: false, error: QUEUE_FULL_MESSAGE, at: this.#now(), durationMs: 0 });
      return;
    }
    this.#queue.push(job);
    this.#pump();
  }

  /** Resolves when nothing is waiting or in flight (tests use it instead of polling). */
  idle(): Promise<void> {
    if (this.#active === 0 && this.#queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Drops waiting jobs and aborts those in flight; nothing more is recorded. */
  close(): void {
    this.#queue = [];
    this.#closing.abort();
    this.#settle();
  }

  #pump(): void {
    while (this.#active < this.#concurrency && this.#queue.length > 0) {
      const job = this.#queue.shift() as DeliveryJob;
      this.#active += 1;
      void this.#send(job).finally(() => {
        this.#active -= 1;
        this.#pump();
        this.#settle();
      });
    }
  }

  #settle(): void {
    if (this.#active > 0 || this.#queue.length > 0) return;
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async #send(job: DeliveryJob): Promise<void> {
    const at = this.#now();
    const started = performance.now();
    const elapsed = () => Math.max(0, Math.round(performance.now() - started));
    try {
      const result = await postOutbound(this.#policy, {
        url: job.route.url,
        headers: job.route.headers ?? {},
        body: job.body,
        signal: AbortSignal.any([AbortSignal.timeout(this.#timeoutMs), this.#closing.signal]),
      });
      if (result.kind === 'refused') {
        this.#finish(job, { status: null, ok: false, error: result.error, at, durationMs: elapsed() });
        return;
      }
      const ok = result.status >= 200 && result.status < 300;
      this.#finish(job, { status: result.status, ok, at, durationMs: elapsed() });
    } catch (error) {
      if (this.#closing.signal.aborted) return;
      const message = describeError(error, this.#timeoutMs);
      this.#finish(job, { status: null, ok: false, error: message, at, durationMs: elapsed() });
    }
  }

  #finish(job: DeliveryJob, outcome: DeliveryOutcome): void {
    if (this.#closing.signal.aborted) return;
    try {
      this.#onDone(job, outcome);
    } catch (error) {
      console.error('platform-sim: recording a delivery failed', error);
    }
  }
}
