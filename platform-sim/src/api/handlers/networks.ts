import type { Handler } from '../router.ts';

export const listNetworks: Handler<'listNetworks'> = ({ store, params, query }) => ({
  networks: store.listNetworks(params.account, query.pagesize ?? 1000),
});

export const createNetwork: Handler<'createNetwork'> = ({ store, caller, params, body }) =>
  store.createNetwork(params.account, body.name, caller);
