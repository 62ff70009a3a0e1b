import {
  accountParams,
  ENDPOINT_PATHS,
  platformApi,
  silentAccountList,
  silentMutation,
  type AccountBodyArgs,
} from '@beacon/shared';
import type { ApiToken, BodyOf, ResponseOf } from '@beacon/shared/contract';

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
 * secret is never cached: the caller takes it from `unwrap()` and resets the mutation. Each call site shows
 * the spec's own toast ("Error deleting token {id}: {message}"): the calls are silent.
 */
export const apiTokensApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listApiTokens: build.query<ApiTokenRow[], string>(silentAccountList(list, 'tokens', ['Token'])),
    createApiToken: build.mutation<ResponseOf<typeof create>, AccountBodyArgs<typeof create>>(
      silentMutation(create, accountParams, { invalidates: ['Token'] }),
    ),
    revealApiTokenSecret: build.mutation<ResponseOf<typeof secret>, TokenArgs>(silentMutation(secret, tokenParams)),
    rotateApiToken: build.mutation<ResponseOf<typeof rotate>, TokenArgs>(
      silentMutation(rotate, tokenParams, { invalidates: ['Token'] }),
    ),
    deleteApiToken: build.mutation<ResponseOf<typeof remove>, TokenArgs>(
      silentMutation(remove, tokenParams, { invalidates: ['Token'] }),
    ),
  }),
});

export const {
  useListApiTokensQuery,
  useCreateApiTokenMutation,
  useRevealApiTokenSecretMutation,
  useRotateApiTokenMutation,
  useDeleteApiTokenMutation,
} = apiTokensApi;
