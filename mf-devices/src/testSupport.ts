/** What mf-devices' component tests share. */
import type { Account } from '@beacon/shared/contract';

/** The signed-in account of mf-devices' component tests: a member (level 30) of "acme". */
export const TEST_ACCOUNT: Account = {
  account_id: 'acme',
  name: 'Acme',
  user_level: 30,
  models_enabled: false,
  global_forwarders_enabled: false,
  gw_enabled: false,
};
