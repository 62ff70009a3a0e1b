import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { LOAD_TIMEOUT_MS } from './constants.ts';

export interface ManifestObserver {
  /** Called with the manifest body after a successful fetch. */
  onManifest(url: string, manifest: unknown): void;
  /** Called with the cause name when a manifest fetch fails. */
  onManifestFailure(url: string, causeName: string): void;
}

class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * The one runtime plugin that implements `fetch` (ARCHITECTURE.md §4): a 120 s timeout for
 * mf-manifest.json through an AbortSignal, and a 120 s timeout for remoteEntry.js through
 * `createScript`. It observes manifest failures but never throws from `errorLoadRemote`, so the
 * runtime cleans up after itself; the call site names the error.
 */
export function createTimeoutRuntimePlugin(observer: ManifestObserver): ModuleFederationRuntimePlugin {
  return {
    name: 'beacon-load-timeouts',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return { script, timeout: LOAD_TIMEOUT_MS };
    },
    async fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new TimeoutError(`${url} did not answer within ${LOAD_TIMEOUT_MS / 1000} s`)),
        LOAD_TIMEOUT_MS,
      );
      try {
        const response = await fetch(url, { ...init, cache: 'no-cache', signal: controller.signal });
        if (!response.ok) {
          observer.onManifestFailure(url, `HTTP ${response.status}`);
          return response;
        }
        observer.onManifest(url, await response.clone().json());
        return response;
      } catch (error) {
        const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
        observer.onManifestFailure(url, reason instanceof TimeoutError ? 'TimeoutError' : 'NetworkError');
        throw reason;
      } finally {
        clearTimeout(timer);
      }
    },
    loadEntryError({ globalLoading, uniqueKey }) {
      // Forget the failed remoteEntry so a Retry loads it again instead of replaying the failure.
      delete globalLoading[uniqueKey];
      return Promise.resolve(undefined);
    },
  };
}
