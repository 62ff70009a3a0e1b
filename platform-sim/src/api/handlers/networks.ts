import { HttpError } from '../errors.ts';
import type { Handler } from '../router.ts';

export const NETWORK_NOT_FOUND = 'Network not found';

export const listNetworks: Handler<'listNetworks'> = ({ store, params, query }) => ({
  networks: store.listNetworks(params.account, query.pagesize ?? 1000),
});

export const createNetwork: Handler<'createNetwork'> = ({ store, caller, params, body }) =>
  store.createNetwork(params.account, body.name, caller);

export const getNetwork: Handler<'getNetwork'> = ({ store, params }) => {
  const network = store.getNetwork(params.account, params.networkId);
  if (network === undefined) throw new HttpError(404, NETWORK_NOT_FOUND);
  return network;
};

/** Rename and landing page for any member; routes for level ≤ 20 (the contract's permission rule). */
export const updateNetwork: Handler<'updateNetwork'> = ({ store, caller, params, body }) => {
  const network = store.updateNetwork(params.account, params.networkId, body, caller);
  if (network === undefined) throw new HttpError(404, NETWORK_NOT_FOUND);
  return network;
};

/** Level ≤ 20; deletes the network's devices, events and statistics with it. */
export const deleteNetwork: Handler<'deleteNetwork'> = ({ store, caller, params }) => {
  if (!store.deleteNetwork(params.account, params.networkId, caller)) throw new HttpError(404, NETWORK_NOT_FOUND);
  return null;
};
