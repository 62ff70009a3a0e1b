import { HttpError, MESSAGES } from '../../errors.ts';
import type { Caller } from '../../auth.ts';
import type { Handlers } from '../../router.ts';

export const TOKEN_NOT_FOUND = 'API token not found';
/** 409 for a second secret call: the secret is answered once only (docs/decisions.md). */
export const SECRET_ALREADY_SHOWN = 'The secret of this token was already shown; rotate the token for a new one';

/** Creating, revealing and rotating tokens is for signed-in people only: a token cannot mint tokens. */
function personOnly(caller: Caller): Caller {
  if (caller.token !== undefined) throw new HttpError(403, MESSAGES.tokenCannotManageTokens);
  return caller;
}

export const tokenHandlers = {
  listApiTokens: ({ store, params }) => ({ tokens: store.tokens.list(params.account) }),

  createApiToken: ({ store, caller, params, body }) => ({
    token_id: store.tokens.create(params.account, body, personOnly(caller)),
  }),

  getApiTokenSecret: ({ store, caller, params }) => {
    const result = store.tokens.newSecret(params.account, params.token_id, 'reveal', personOnly(caller));
    if (result.kind === 'not-found') throw new HttpError(404, TOKEN_NOT_FOUND);
    if (result.kind === 'revealed') throw new HttpError(409, SECRET_ALREADY_SHOWN);
    return { secret_key: result.secret };
  },

  rotateApiToken: ({ store, caller, params }) => {
    const result = store.tokens.newSecret(params.account, params.token_id, 'rotate', personOnly(caller));
    if (result.kind !== 'secret') throw new HttpError(404, TOKEN_NOT_FOUND);
    return { secret_key: result.secret, previous_valid_until: result.previousValidUntil };
  },

  deleteApiToken: ({ store, caller, params }) => {
    if (!store.tokens.delete(params.account, params.token_id, caller)) throw new HttpError(404, TOKEN_NOT_FOUND);
    return null;
  },
} satisfies Handlers;
