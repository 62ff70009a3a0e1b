import { buildPath, ENDPOINT_PATHS, platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { ApiToken, BodyOf, ResponseOf } from '@beacon/shared/contract';

/** Each call site shows the spec's own toast ("Error deleting token {id}: {message}"). */
const SILENT: PlatformExtraOptions = { silent: true };

const list = ENDPOINT_PATHS.listApiTokens;
const create = ENDPOINT_PATHS.createApiToken;
const secret = ENDPOINT_PATHS.getApiTokenSecret;
const remove = ENDPOINT_PATHS.deleteApiToken;
const rotate = ENDPOINT_PATHS.rotateApiToken;

export type CreateApiTokenBody = BodyOf<typeof create>;

/** A listed token (never with its secret); `last_used` absent or null: never used. */
export type ApiTokenRow = ApiToken;

export interface TokenArgs {
  accountId: string;
  tokenId: string;
}

const tokenParams = ({ accountId, tokenId }: TokenArgs) => ({ account: accountId, token_id: tokenId });

/**
 * The API Tokens tab (customer-console.md §7): list, create, the one-time secret, rotate, delete. A
 * secret is never cached: the caller takes it from `unwrap()` and resets the mutation.
 */
export const apiTokensApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listApiTokens: build.query<ApiTokenRow[], string>({
      query: (accountId) => buildPath(list, { account: accountId }),
      transformResponse: (response: ResponseOf<typeof list>) => response.tokens,
      providesTags: ['Token'],
      extraOptions: SILENT,
    }),
    createApiToken: build.mutation<ResponseOf<typeof create>, { accountId: string; body: CreateApiTokenBody }>({
      query: ({ accountId, body }) => ({ url: buildPath(create, { account: accountId }), method: create.method, body }),
      invalidatesTags: ['Token'],
      extraOptions: SILENT,
    }),
    revealApiTokenSecret: build.mutation<ResponseOf<typeof secret>, TokenArgs>({
      query: (args) => ({ url: buildPath(secret, tokenParams(args)), method: secret.method }),
      extraOptions: SILENT,
    }),
    rotateApiToken: build.mutation<ResponseOf<typeof rotate>, TokenArgs>({
      query: (args) => ({ url: buildPath(rotate, tokenParams(args)), method: rotate.method }),
      invalidatesTags: ['Token'],
      extraOptions: SILENT,
    }),
    deleteApiToken: build.mutation<ResponseOf<typeof remove>, TokenArgs>({
      query: (args) => ({ url: buildPath(remove, tokenParams(args)), method: remove.method }),
      invalidatesTags: ['Token'],
      extraOptions: SILENT,
    }),
  }),
});

export const {
  useListApiTokensQuery,
  useCreateApiTokenMutation,
  useRevealApiTokenSecretMutation,
  useRotateApiTokenMutation,
  useDeleteApiTokenMutation,
} = apiTokensApi;
