import { platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { createAccount, EndpointBody, EndpointResponse } from '@beacon/shared/contract';

/** The call site shows the spec's own toast ("Error creating account: {message}"). */
const SILENT: PlatformExtraOptions = { silent: true };

export type CreateAccountBody = EndpointBody<typeof createAccount>;
export type CreatedAccount = EndpointResponse<typeof createAccount>;

/**
 * Onboarding (customer-console.md §7): `POST /v1/accounts {name, website, checked}`. Invalidating
 * 'Account' makes the shell reload the account list, which then holds the new account.
 */
export const onboardingApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    createAccount: build.mutation<CreatedAccount, CreateAccountBody>({
      query: (body) => ({ url: '/v1/accounts', method: 'POST', body }),
      invalidatesTags: ['Account'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useCreateAccountMutation } = onboardingApi;
