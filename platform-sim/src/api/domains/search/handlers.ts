import type { Handlers } from '../../router.ts';
import { SearchRepository } from './repository.ts';

/** The palette's search calls (issue 17); the contract checks q, kinds and limit, and who may call. */
export const searchHandlers = {
  searchAccount: ({ store, params, query }) => ({
    results: new SearchRepository(store.db).searchAccount(params.account, query),
  }),

  searchAdmin: ({ store, query }) => ({ results: new SearchRepository(store.db).searchAdmin(query) }),
} satisfies Handlers;
