import { z } from 'zod';
import { NoContent } from '../common.ts';
import {
  AccountSchema,
  ApiTokenSchema,
  CreateAccountBodySchema,
  CreateApiTokenBodySchema,
  UpdateAccountBodySchema,
} from '../entities/account.ts';
import { endpoint } from '../endpoint.ts';
import { AccountParams, NoParams, TokenParams } from './params.ts';

const tag = 'Accounts';

export const listAccounts = endpoint({
  method: 'GET',
  path: '/v1/accounts',
  params: NoParams,
  response: z.object({ accounts: z.array(AccountSchema) }),
  status: 200,
  permission: 'authenticated',
  summary: "The signed-in user's accounts",
  tag,
});

export const createAccount = endpoint({
  method: 'POST',
  path: '/v1/accounts',
  params: NoParams,
  body: CreateAccountBodySchema,
  response: AccountSchema,
  status: 201,
  permission: 'authenticated',
  summary: 'Create an account; the caller becomes its owner (level 0)',
  tag,
});

export const getAccount = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}',
  params: AccountParams,
  response: AccountSchema,
  status: 200,
  permission: 'member',
  summary: 'One account, with the caller’s user_level',
  tag,
});

export const updateAccount = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}',
  params: AccountParams,
  body: UpdateAccountBodySchema,
  response: AccountSchema,
  status: 200,
  permission: { maxLevel: 20 },
  summary: 'Rename the account; answers the updated account',
  tag,
});

const tokenTag = 'API tokens';

export const listApiTokens = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/api-tokens',
  params: AccountParams,
  response: z.object({ tokens: z.array(ApiTokenSchema) }),
  status: 200,
  permission: 'member',
  summary: 'API tokens of the account (never with secrets)',
  tag: tokenTag,
});

export const createApiToken = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/api-tokens',
  params: AccountParams,
  body: CreateApiTokenBodySchema,
  response: z.object({ token_id: z.string() }),
  status: 201,
  permission: { maxLevel: 20 },
  summary: 'Create an API token; fetch its secret with the secret call',
  tag: tokenTag,
});

export const getApiTokenSecret = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/api-tokens/{token_id}/secret',
  params: TokenParams,
  response: z.object({ secret_key: z.string() }),
  status: 200,
  permission: { maxLevel: 20 },
  summary: 'Reveal the secret once; a second call answers 409',
  tag: tokenTag,
});

export const deleteApiToken = endpoint({
  method: 'DELETE',
  path: '/v1/accounts/{account}/api-tokens/{token_id}',
  params: TokenParams,
  response: NoContent,
  status: 204,
  permission: { maxLevel: 20 },
  summary: 'Delete an API token',
  tag: tokenTag,
});
