import { z } from 'zod';
import { pageSizeQuery } from '../common.ts';
import { DeviceIdSchema } from '../entities/device.ts';
import { HotspotIdSchema } from '../entities/hotspot.ts';

const id = (label: string) => z.string().trim().min(1, `${label} is required`);

export const NoParams = z.object({});
export const AccountParams = z.object({ account: id('Account') });
export const NetworkParams = AccountParams.extend({ networkId: id('Network') });
export const IntegrationParams = NetworkParams.extend({ config_id: id('Integration') });
export const DeviceParams = AccountParams.extend({ deviceId: DeviceIdSchema });
export const TokenParams = AccountParams.extend({ token_id: id('Token') });
export const MemberParams = AccountParams.extend({ user: id('User') });
export const InviteParams = AccountParams.extend({ code: id('Invite code') });
export const GroupParams = AccountParams.extend({ groupId: id('Group') });
export const HotspotParams = AccountParams.extend({ hotspotId: HotspotIdSchema });
export const PublicDeviceParams = z.object({ deviceId: DeviceIdSchema });

export const AdminAccountParams = z.object({ id: id('Account') });
export const AdminNetworkParams = AdminAccountParams.extend({ net: id('Network') });
export const AdminDeviceParams = z.object({ deviceId: id('Device') });
export const AdminHotspotParams = z.object({ hotspotId: id('Hotspot') });
export const TierParams = z.object({ tier: id('Tier') });

/** `?pagesize=&cursor=` paging; `cursor` is opaque, from the previous answer. */
export function cursorQuery(defaultSize: number, maxSize: number) {
  return z.object({
    pagesize: pageSizeQuery(maxSize).default(defaultSize),
    cursor: z.string().optional(),
  });
}
