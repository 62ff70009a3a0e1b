import { HttpError } from '../errors.ts';
import type { Handler } from '../router.ts';

export const ADMIN_FEATURES = ['accounts', 'devices', 'hotspots', 'tiers', 'invites'] as const;

export const getAdminFeatures: Handler<'getAdminFeatures'> = () => ({ features: [...ADMIN_FEATURES] });

export const listAccounts: Handler<'listAccounts'> = ({ store, caller }) => ({
  accounts: store.accountsForUser(caller.id),
});

export const createAccount: Handler<'createAccount'> = ({ store, caller, body }) =>
  store.createAccount({ name: body.name, ...(body.website ? { website: body.website } : {}) }, caller);

export const getAccount: Handler<'getAccount'> = ({ store, caller, params }) => {
  const account = store.accountForUser(params.account, caller.id);
  if (account === undefined) throw new HttpError(404, 'Account not found');
  return account;
};

export const updateAccount: Handler<'updateAccount'> = ({ store, caller, params, body }) => {
  const account = store.renameAccount(params.account, body.name, caller);
  if (account === undefined) throw new HttpError(404, 'Account not found');
  return account;
};
