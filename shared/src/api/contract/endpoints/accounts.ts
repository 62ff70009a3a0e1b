import { z } from 'zod';
import { EpochSeconds, listOf } from '../common.ts';
import * as schemas from '../entities/account.ts';
import { endpointGroup } from '../endpoint.ts';
import { AccountParams, NoParams, TokenParams } from './params.ts';

const accounts = endpointGroup({ tag: 'Accounts', permission: 'authenticated' });
const account = accounts.resource('/v1/accounts', NoParams, AccountParams, schemas.AccountSchema);

export const listAccounts = account.list('accounts', { summary: "The signed-in user's accounts" });

export const createAccount = account.create(schemas.CreateAccountBodySchema, {
  summary: 'Create an account; the caller becomes its owner (level 0)',
});

export const getAccount = account.get({ permission: 'member', summary: 'One account, with the caller’s user_level' });

export const updateAccount = account.update(schemas.UpdateAccountBodySchema, {
  permission: { maxLevel: 20 },
  summary: 'Rename the account; answers the updated account',
});

const tokenAuthNote =
  `Use a token as \`Authorization: Bearer ${schemas.API_TOKEN_SECRET_PREFIX}…\` (its secret): the call runs in the token's account ` +
  "at the token's level (never as platform admin, never in another account).";

const apiTokens = endpointGroup({ tag: 'API tokens', permission: { maxLevel: 20 }, readPermission: 'member' });

export const listApiTokens = apiTokens.get('/v1/accounts/{account}/api-tokens', {
  params: AccountParams,
  response: listOf('tokens', schemas.ApiTokenSchema),
  summary: 'API tokens of the account (never with secrets)',
  description: tokenAuthNote,
});

export const createApiToken = apiTokens.create('/v1/accounts/{account}/api-tokens', {
  params: AccountParams,
  body: schemas.CreateApiTokenBodySchema,
  response: z.object({ token_id: z.string() }),
  summary: 'Create an API token; fetch its secret with the secret call',
});

export const getApiTokenSecret = apiTokens.post('/v1/accounts/{account}/api-tokens/{token_id}/secret', {
  params: TokenParams,
  response: z.object({ secret_key: z.string() }),
  summary: 'Reveal the secret once; a second call answers 409',
  description: `${tokenAuthNote} Only a hash of the secret is kept.`,
});

export const rotateApiToken = apiTokens.post('/v1/accounts/{account}/api-tokens/{token_id}/rotate', {
  params: TokenParams,
  response: z.object({
    secret_key: z.string(),
    previous_valid_until: EpochSeconds.describe('Until when the previous secret keeps working'),
  }),
  summary: 'Rotate the secret: answers the new secret once; the old one works for 24 hours more',
  description: tokenAuthNote,
});

export const deleteApiToken = apiTokens.delete('/v1/accounts/{account}/api-tokens/{token_id}', {
  params: TokenParams,
  summary: 'Delete an API token',
});
