export interface RateLimitOptions {
  /** Requests per window and token. Default 600. */
  limit: number;
  /** Window length. Default 60 000 ms. */
  windowMs: number;
}

/** API calls per user (not per token: a token refresh does not reset it). */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 600, windowMs: 60_000 };
/** Missing, invalid or expired tokens per client address; past it they are answered 429 (a valid token still passes). */
export const DEFAULT_INVALID_TOKEN_LIMIT: RateLimitOptions = { limit: 100, windowMs: 60_000 };

/** Fixed-window counter per key (a user id, or a client address). */
export class RateLimiter {
  readonly #options: RateLimitOptions;
  readonly #windows = new Map<string, { start: number; count: number }>();
  readonly #now: () => number;

  constructor(options: RateLimitOptions = DEFAULT_RATE_LIMIT, now: () => number = Date.now) {
    this.#options = options;
    this.#now = now;
  }

  /** Counts one call; answers the seconds to wait when over the limit, else undefined. */
  hit(key: string): number | undefined {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (window === undefined || now - window.start >= this.#options.windowMs) {
      if (this.#windows.size > 10_000) this.#prune(now);
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.#options.limit) return undefined;
    return Math.max(1, Math.ceil((window.start + this.#options.windowMs - now) / 1000));
  }

  #prune(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.start >= this.#options.windowMs) this.#windows.delete(key);
    }
  }
}
