import { buildPath, ENDPOINT_PATHS, platformApi, type PlatformBaseQueryMeta } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';
import { networkParams, SILENT, type NetworkArgs } from './networkApi.ts';

const get = ENDPOINT_PATHS.getNetwork;

/**
 * The network with its revision (`ETag`, e.g. `"3"`): a change sends it back as `If-Match`, so one made
 * from an older read is refused (409) instead of silently overwriting someone else's. The route list
 * must send it (428 without); a rename sends it too.
 */
export interface VersionedNetwork {
  network: ResponseOf<typeof get>;
  /** The answer's `ETag` header; null when the platform sent none (then no If-Match is sent). */
  etag: string | null;
}

/** A network answer (GET or an update) with its `ETag`. */
export const withEtag = (
  network: ResponseOf<typeof get>,
  meta: PlatformBaseQueryMeta | undefined,
): VersionedNetwork => ({
  network,
  etag: meta?.response.headers.get('ETag') ?? null,
});

/** `If-Match` for a change made from `etag`'s revision; nothing when the platform sent no ETag. */
export const ifMatch = (etag: string | null) => (etag === null ? {} : { headers: { 'If-Match': etag } });

/** The network read with its revision: the Routes tab and the settings forms change it from this read. */
export const versionedNetworkApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getVersionedNetwork: build.query<VersionedNetwork, NetworkArgs>({
      query: (args) => buildPath(get, networkParams(args)),
      transformResponse: withEtag,
      providesTags: (_result, _error, { networkId }) => [
        { type: 'Network', id: networkId },
        { type: 'Route', id: networkId },
      ],
      extraOptions: SILENT,
    }),
  }),
});

export const { useGetVersionedNetworkQuery } = versionedNetworkApi;
