import { z } from 'zod';
import { EpochSeconds, LatLonSchema, email, named } from '../common.ts';
import { ADMIN_INVITE_EMAIL_RULE, AP_LOCK_RULE } from '../rules.ts';

export const AdminAccountSchema = named(
  'AdminAccount',
  z.object({
    id: z.string(),
    name: z.string(),
    tier_name: z.string(),
    suspended: z.boolean(),
    device_count: z.number().int().nonnegative(),
    max_devices: z.number().int().nullable(),
    member_count: z.number().int().nonnegative(),
    max_members: z.number().int().nullable(),
    net_count: z.number().int().nonnegative(),
    max_networks: z.number().int().nullable(),
    created: EpochSeconds,
    last_updated: EpochSeconds,
    activation_date: EpochSeconds.nullable(),
    activation_user_email: z.string().nullable(),
    internal_account: z.boolean(),
    gw_enabled: z.boolean(),
    hubspot_company_id: z.string().nullable(),
    owner_email: z.string().nullable(),
  }),
);
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

/** Members as the admin view shows them: level 3 Admin, 2 Write, 1 Read. */
export const AdminMemberSchema = named(
  'AdminMember',
  z.object({ username: z.string(), email: z.string(), level: z.number().int() }),
);
export type AdminMember = z.infer<typeof AdminMemberSchema>;

export const AdminAccountDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  suspended: z.boolean(),
  account: AdminAccountSchema,
  acc_members: z.array(AdminMemberSchema),
});

export const AdminNetworkSchema = named(
  'AdminNetwork',
  z.object({ id: z.string(), name: z.string(), device_count: z.number().int().nonnegative(), created: EpochSeconds }),
);
export type AdminNetwork = z.infer<typeof AdminNetworkSchema>;

export const AdminDeviceSchema = named(
  'AdminDevice',
  z.object({
    id: z.string(),
    description: z.string().nullable(),
    suspended: z.boolean(),
    session: z.string().nullable().describe('Session id; null when the device has no session'),
    last_seen: EpochSeconds.nullable(),
    created: EpochSeconds,
    app: z.string().describe('Network id'),
    app_name: z.string(),
    account: z.string(),
    device_model: z.string().nullable(),
    internal: z.boolean(),
    public_key: z.string().nullable(),
    ap_lock: z.string(),
    request_connection: z.boolean(),
    last_updated: EpochSeconds.nullable(),
    last_connected: EpochSeconds.nullable(),
    first_connected: EpochSeconds.nullable(),
    location: z.string().nullable(),
  }),
);
export type AdminDevice = z.infer<typeof AdminDeviceSchema>;

/** Editable admin device fields; send any subset. */
export const UpdateAdminDeviceBodySchema = z
  .strictObject({
    suspended: z.boolean().optional(),
    ap_lock: z.string().max(AP_LOCK_RULE.maxLength.value, AP_LOCK_RULE.maxLength.message).optional(),
    internal: z.boolean().optional(),
    request_connection: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');

export const HotspotTypeSchema = z.enum(['MonitoredHotspot', 'AP', 'AP+MonitoredHotspot']);
const opt = <T extends z.ZodType>(s: T) => s.nullable().optional();

export const AdminHotspotSchema = named(
  'AdminHotspot',
  z.object({
    hotspot_id: z.string(),
    name: opt(z.string()),
    _hotspot_type: HotspotTypeSchema,
    ap_type: opt(z.string()),
    version: opt(z.string()),
    firmware_version: opt(z.string()),
    os: opt(z.string()),
    os_version: opt(z.string()),
    current_status: opt(z.string()),
    status: opt(z.string()),
    last_seen: opt(EpochSeconds),
    connected_at: opt(EpochSeconds),
    ip_address: opt(z.string()),
    location: opt(z.string()),
    last_location: opt(LatLonSchema),
    config_profile: opt(z.string()),
    group_id: opt(z.string()),
    group_name: opt(z.string()),
    account_id: opt(z.string()),
    alias: opt(z.string()),
    site_id: opt(z.string()),
    network_id: opt(z.string()),
    devices_connected: opt(z.number().int().nonnegative()),
    messages_sent: opt(z.number().int().nonnegative()),
    messages_received: opt(z.number().int().nonnegative()),
    uptime: opt(z.number().nonnegative()).describe('Seconds'),
    monitoring_started: opt(EpochSeconds),
    _primary_source: opt(z.string()),
    _has_ap_data: z.boolean(),
    _has_monitored_data: z.boolean(),
  }),
);
export type AdminHotspot = z.infer<typeof AdminHotspotSchema>;

export const HotspotSummarySchema = named(
  'HotspotSummary',
  z.object({
    total_hotspots: z.number().int().nonnegative(),
    status_summary: z.object({ online: z.number().int().nonnegative(), offline: z.number().int().nonnegative() }),
    hotspots: z.array(
      z.object({
        hotspot_id: z.string(),
        alias: opt(z.string()),
        current_status: z.enum(['online', 'offline', 'unknown']),
        group_id: opt(z.string()),
        last_seen: opt(EpochSeconds),
        location: opt(z.string()),
        last_location: opt(LatLonSchema),
      }),
    ),
  }),
);
export type HotspotSummary = z.infer<typeof HotspotSummarySchema>;

export const AdminInviteBodySchema = z.object({ user: email(ADMIN_INVITE_EMAIL_RULE) });
