import { HttpError } from '../../errors.ts';
import type { Handlers } from '../../router.ts';

export const ACCOUNT_NOT_FOUND = 'Account not found';

export const accountHandlers = {
  listAccounts: ({ store, caller }) => ({ accounts: store.accounts.forUser(caller.id) }),

  createAccount: ({ store, caller, body }) =>
    store.accounts.create({ name: body.name, ...(body.website ? { website: body.website } : {}) }, caller),

  getAccount: ({ store, caller, params }) => {
    const account = store.accounts.get(params.account, caller.id);
    if (account === undefined) throw new HttpError(404, ACCOUNT_NOT_FOUND);
    return account;
  },

  updateAccount: ({ store, caller, params, body }) => {
    const account = store.accounts.rename(params.account, body.name, caller);
    if (account === undefined) throw new HttpError(404, ACCOUNT_NOT_FOUND);
    return account;
  },
} satisfies Handlers;
