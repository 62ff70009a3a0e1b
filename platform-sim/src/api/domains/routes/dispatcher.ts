/**
 * Sends deliveries in the background: POST to a route's URL with its headers, under the outbound policy
 * (outbound/policy.ts: never to an internal address, checked after DNS and on each redirect), a timeout,
 * a few at a time. An attempt without an answer, or answered 429 or 5xx, is tried again after the retry
 * base, then after twice that (MAX_DELIVERY_ATTEMPTS in all); each attempt is recorded on its own.
 */
import { MAX_DELIVERY_ATTEMPTS } from '@beacon/shared/contract';
import type { DeliveryErrorKind, Route } from '@beacon/shared/contract';
import type { OutboundPolicy } from '../../outbound/policy.ts';
import { outboundErrorKind, postOutbound } from '../../outbound/send.ts';

export interface DeliveryJob {
  readonly accountId: string;
  readonly networkId: string;
  readonly route: Route;
  /** The event type as routes see it, e.g. network.device_spotted. */
  readonly eventType: string;
  readonly deviceId?: string;
  /** The JSON text to POST. */
  readonly body: string;
  /** The CloudEvent's id in `body`. */
  readonly eventId: string;
  /** 1 for the first try, then 2, 3 for the automatic retries. */
  readonly attempt: number;
  /** The delivery a redelivery sends again. */
  readonly redeliveryOf?: string;
}

export interface DeliveryOutcome {
  readonly status: number | null;
  readonly ok: boolean;
  readonly error?: string;
  /** Set when no answer came. */
  readonly errorKind?: DeliveryErrorKind;
  /** The start of the answer's body; undefined when no answer came. */
  readonly excerpt?: string;
  /** Epoch seconds when the attempt started. */
  readonly at: number;
  readonly durationMs: number;
}

export interface DispatcherOptions {
  /** Per request. Default 5000 ms. */
  readonly timeoutMs?: number;
  /** Requests in flight at once. Default 8. */
  readonly concurrency?: number;
  /** Waiting jobs beyond this are recorded as failed at once (and not retried). Default 1000. */
  readonly maxQueue?: number;
  /** The wait before the first retry; the second waits twice as long. Default 1000 ms (PLATFORM_SIM_RETRY_BASE_MS in main). */
  readonly retryBaseMs?: number;
}

export const DEFAULT_DELIVERY_TIMEOUT_MS = 5000;
export const DEFAULT_RETRY_BASE_MS = 1000;
export const RETRY_BASE_ENV = 'PLATFORM_SIM_RETRY_BASE_MS';
export const QUEUE_FULL_MESSAGE = 'Not sent: too many deliveries waiting';

/** PLATFORM_SIM_RETRY_BASE_MS: a whole number of milliseconds (0 or more); unset is the default; anything else throws. */
export function retryBaseMsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = env[RETRY_BASE_ENV]?.trim();
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text)) throw new Error(`${RETRY_BASE_ENV} must be a whole number of milliseconds, not "${text}"`);
  return Number(text);
}

/** A failed request's error as the delivery logs show it (also used by the hotspot alerts). */
export function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `Timed out after ${timeoutMs / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { message?: unknown } | undefined) : undefined;
  if (typeof cause?.message === 'string' && cause.message !== '') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * An attempt that is tried again: no answer came, or the receiver answered 429 or 5xx. An address the
 * outbound policy refused is final (as for the hotspot alerts): trying it again would be refused again.
 */
export function isRetried(outcome: DeliveryOutcome): boolean {
  if (outcome.status === null) return outcome.errorKind !== 'blocked';
  return outcome.status === 429 || outcome.status >= 500;
}

/**
 * Records a finished attempt; answers whether it was recorded (false: its network was deleted
 * meanwhile, and nothing more is tried).
 */
export type RecordAttempt = (job: DeliveryJob, outcome: DeliveryOutcome) => boolean;

export class DeliveryDispatcher {
  readonly #timeoutMs: number;
  readonly #concurrency: number;
  readonly #maxQueue: number;
  readonly #retryBaseMs: number;
  readonly #now: () => number;
  readonly #policy: OutboundPolicy;
  readonly #onDone: RecordAttempt;
  readonly #closing = new AbortController();
  #queue: DeliveryJob[] = [];
  #active = 0;
  readonly #retries = new Set<NodeJS.Timeout>();
  #idleWaiters: Array<() => void> = [];

  constructor(options: DispatcherOptions, now: () => number, policy: OutboundPolicy, onDone: RecordAttempt) {
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
    this.#concurrency = options.concurrency ?? 8;
    this.#maxQueue = options.maxQueue ?? 1000;
    this.#retryBaseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
    this.#now = now;
    this.#policy = policy;
    this.#onDone = onDone;
  }

  enqueue(job: DeliveryJob): void {
    if (this.#closing.signal.aborted) return;
    if (this.#queue.length >= this.#maxQueue) {
      const at = this.#now();
      this.#finish(job, { status: null, ok: false, error: QUEUE_FULL_MESSAGE, errorKind: 'other', at, durationMs: 0 });
      return;
    }
    this.#queue.push(job);
    this.#pump();
  }

  /** Resolves when nothing is waiting, in flight or due to be retried (tests use it instead of polling). */
  idle(): Promise<void> {
    if (this.#isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Drops waiting jobs and retries, and aborts those in flight; nothing more is recorded. */
  close(): void {
    this.#queue = [];
    for (const timer of this.#retries) clearTimeout(timer);
    this.#retries.clear();
    this.#closing.abort();
    this.#settle();
  }

  /**
   * One attempt now, outside the queue (a redelivery waits for it): the outcome, or undefined when the
   * dispatcher closed meanwhile.
   */
  async attempt(job: DeliveryJob): Promise<DeliveryOutcome | undefined> {
    const at = this.#now();
    const started = performance.now();
    const elapsed = () => Math.max(0, Math.round(performance.now() - started));
    const signal = AbortSignal.any([AbortSignal.timeout(this.#timeoutMs), this.#closing.signal]);
    try {
      const result = await postOutbound(this.#policy, {
        url: job.route.url,
        headers: job.route.headers ?? {},
        body: job.body,
        signal,
      });
      if (this.#closing.signal.aborted) return undefined;
      if (result.kind === 'refused') {
        return { status: null, ok: false, error: result.error, errorKind: result.errorKind, at, durationMs: elapsed() };
      }
      const ok = result.status >= 200 && result.status < 300;
      return { status: result.status, ok, excerpt: result.excerpt, at, durationMs: elapsed() };
    } catch (error) {
      if (this.#closing.signal.aborted) return undefined;
      const message = describeError(error, this.#timeoutMs);
      return {
        status: null,
        ok: false,
        error: message,
        errorKind: outboundErrorKind(error),
        at,
        durationMs: elapsed(),
      };
    }
  }

  #isIdle(): boolean {
    return this.#active === 0 && this.#queue.length === 0 && this.#retries.size === 0;
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
    if (!this.#isIdle()) return;
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async #send(job: DeliveryJob): Promise<void> {
    const outcome = await this.attempt(job);
    if (outcome === undefined || !this.#finish(job, outcome)) return;
    if (job.attempt < MAX_DELIVERY_ATTEMPTS && isRetried(outcome)) this.#retryLater(job);
  }

  /** Queues the next attempt after the retry base, doubled for each attempt made. */
  #retryLater(job: DeliveryJob): void {
    const timer = setTimeout(
      () => {
        this.#retries.delete(timer);
        this.enqueue({ ...job, attempt: job.attempt + 1 });
        this.#settle();
      },
      this.#retryBaseMs * 2 ** (job.attempt - 1),
    );
    this.#retries.add(timer);
  }

  #finish(job: DeliveryJob, outcome: DeliveryOutcome): boolean {
    if (this.#closing.signal.aborted) return false;
    try {
      return this.#onDone(job, outcome);
    } catch (error) {
      console.error('platform-sim: recording a delivery failed', error);
      return false;
    }
  }
}
