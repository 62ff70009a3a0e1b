import { z } from 'zod';
import { NoContent } from '../common.ts';
import {
  AccountSchema,
  ApiTokenSchema,
  CreateAccountBodySchema,
  CreateApiTokenBodySchema,
  UpdateAccountBodySchema,
} from '../entities/account.ts';
import { endpointGroup } from '../endpoint.ts';
import { AccountParams, NoParams, TokenParams } from './params.ts';

const accounts = endpointGroup({ tag: 'Accounts', permission: 'authenticated' });

export const listAccounts = accounts.get('/v1/accounts', {
  params: NoParams,
  response: z.object({ accounts: z.array(AccountSchema) }),
  summary: "The signed-in user's accounts",
});

export const createAccount = accounts.create('/v1/accounts', {
  params: NoParams,
  body: CreateAccountBodySchema,
  response: AccountSchema,
  summary: 'Create an account; the caller becomes its owner (level 0)',
});

export const getAccount = accounts.get('/v1/accounts/{account}', {
  params: AccountParams,
  response: AccountSchema,
  permission: 'member',
  summary: 'One account, with the caller’s user_level',
});

export const updateAccount = accounts.post('/v1/accounts/{account}', {
  params: AccountParams,
  body: UpdateAccountBodySchema,
  response: AccountSchema,
  permission: { maxLevel: 20 },
  summary: 'Rename the account; answers the updated account',
});

const apiTokens = endpointGroup({ tag: 'API tokens', permission: { maxLevel: 20 } });

export const listApiTokens = apiTokens.get('/v1/accounts/{account}/api-tokens', {
  params: AccountParams,
  response: z.object({ tokens: z.array(ApiTokenSchema) }),
  permission: 'member',
  summary: 'API tokens of the account (never with secrets)',
});

export const createApiToken = apiTokens.create('/v1/accounts/{account}/api-tokens', {
  params: AccountParams,
  body: CreateApiTokenBodySchema,
  response: z.object({ token_id: z.string() }),
  summary: 'Create an API token; fetch its secret with the secret call',
});

export const getApiTokenSecret = apiTokens.post('/v1/accounts/{account}/api-tokens/{token_id}/secret', {
  params: TokenParams,
  response: z.object({ secret_key: z.string() }),
  summary: 'Reveal the secret once; a second call answers 409',
});

export const deleteApiToken = apiTokens.delete('/v1/accounts/{account}/api-tokens/{token_id}', {
  params: TokenParams,
  response: NoContent,
  summary: 'Delete an API token',
});
