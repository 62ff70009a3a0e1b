/** What mf-devices' component tests share. */
import type { Account } from '@beacon/shared/contract';
import { testAccount } from '@beacon/shared/testing';

/** The signed-in account of mf-devices' component tests: a member (level 30) of "acme". */
export const TEST_ACCOUNT: Account = testAccount({ user_level: 30 });
