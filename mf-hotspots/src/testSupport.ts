import type { Account, AccountLevel } from '@beacon/shared/contract';
import {
  testAccount as acmeAccount,
  type FakePlatform,
  type FakeRequest,
  type FakeResponse,
} from '@beacon/shared/testing';
import type { HotspotGroup } from './components/hotspotsApi.ts';

/** The signed-in account of mf-hotspots' component tests: "acme" at the given level (0 = owner). */
export const testAccount = (level: AccountLevel, name = 'Acme'): Account => acmeAccount({ user_level: level, name });

/** A hotspot group with its alerts off unless `fields` say otherwise. */
export const testGroup = (fields: Partial<HotspotGroup> & Pick<HotspotGroup, 'group_id' | 'name'>): HotspotGroup => ({
  alert_enabled: false,
  alerts_enabled: false,
  ...fields,
});

/** The group North (grp-1) of acme, alerting to a webhook. */
export const NORTH_GROUP = testGroup({
  group_id: 'grp-1',
  name: 'North',
  description: 'Depots in the north',
  alert_enabled: true,
  alerts_enabled: true,
  alert_target_type: 'webhook',
  alert_target_value: 'https://hooks.example.com/north',
});

/**
 * A fake platform keyed by `METHOD /path` (without the query): an override for the key answers first,
 * else `answer`.
 */
export function keyedPlatform(
  overrides: Record<string, FakePlatform>,
  answer: (key: string, request: FakeRequest) => FakeResponse,
): FakePlatform {
  return (request) => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    const override = overrides[key];
    return override ? override(request) : answer(key, request);
  };
}
