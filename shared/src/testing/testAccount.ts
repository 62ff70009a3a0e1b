import type { Account } from '../api/contract/index.ts';

/**
 * An account for tests: "acme" ("Acme"), its owner signed in (level 0), no optional feature enabled;
 * `fields` change any of it.
 */
export function testAccount(fields: Partial<Account> = {}): Account {
  return {
    account_id: 'acme',
    name: 'Acme',
    user_level: 0,
    models_enabled: false,
    global_forwarders_enabled: false,
    gw_enabled: false,
    ...fields,
  };
}
