/**
 * Who makes the current call, for the account log: the API runs each handler inside `runAs`, and
 * every log record written during it names that actor (a user, or an API token of the account and its creator).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogActor } from '@beacon/shared/contract';
import type { Caller } from './auth.ts';

const current = new AsyncLocalStorage<LogActor>();

/** The log's form of a caller. */
export function actorOf(caller: Caller): LogActor {
  return caller.token === undefined
    ? { kind: 'user', email: caller.email }
    : { kind: 'token', token_id: caller.token.id, name: caller.token.name, created_by: caller.token.createdBy };
}

/** Runs `fn` with `caller` as the actor of the log records it writes. */
export function runAs<T>(caller: Caller, fn: () => T): T {
  return current.run(actorOf(caller), fn);
}

/** The actor of the call in progress; undefined outside a call (seed, background work). */
export function currentActor(): LogActor | undefined {
  return current.getStore();
}
