import { buildPath, ENDPOINT_PATHS, platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';

/** The call site shows the spec's own toast ("Error creating account: {message}"). */
const SILENT: PlatformExtraOptions = { silent: true };

const op = ENDPOINT_PATHS.createAccount;

export type CreateAccountBody = BodyOf<typeof op>;
export type CreatedAccount = ResponseOf<typeof op>;

/**
 * Onboarding (customer-console.md §7): `POST /v1/accounts {name, website, checked}`. Invalidating
 * 'Account' makes the shell reload the account list, which then holds the new account.
 */
export const onboardingApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    createAccount: build.mutation<CreatedAccount, CreateAccountBody>({
      query: (body) => ({ url: buildPath(op, {}), method: op.method, body }),
      invalidatesTags: ['Account'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useCreateAccountMutation } = onboardingApi;
