import { z } from 'zod';
import { EpochSeconds, LatLonSchema, email, httpUrl, named, requiredText } from '../common.ts';

export const HOTSPOT_ID_MESSAGE = 'Valid Hotspot ID required';
export const FORM_ERRORS_MESSAGE = 'Please fix the errors in the form';
export const UNGROUPED_GROUP_NAME = 'Ungrouped';
/** UUID, versions 0-5. */
export const HOTSPOT_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Hotspot id: trimmed, 'urn:uuid:' prefix stripped, lowercased, a UUID v0-5. */
export const HotspotIdSchema = z
  .string({ error: HOTSPOT_ID_MESSAGE })
  .trim()
  .toLowerCase()
  .overwrite((v) => v.replace(/^urn:uuid:/, ''))
  .regex(HOTSPOT_UUID_PATTERN, HOTSPOT_ID_MESSAGE);

export const HotspotStatusSchema = z.enum(['online', 'offline', 'unknown']);
export type HotspotStatus = z.infer<typeof HotspotStatusSchema>;
const Signal = z.number().min(0).max(100);

export const HotspotSchema = named(
  'Hotspot',
  z.object({
    hotspot_id: z.string(),
    alias: z.string().optional(),
    site_id: z.string().optional(),
    group_id: z.string(),
    status: HotspotStatusSchema,
    cellular_signal: Signal.nullable().optional(),
    last_seen: EpochSeconds.nullable().optional(),
    last_location: LatLonSchema.nullable().optional(),
  }),
);
export type Hotspot = z.infer<typeof HotspotSchema>;

export const HotspotStatusRecordSchema = named(
  'HotspotStatusRecord',
  z.object({
    bucket_start: EpochSeconds,
    hotspot_id: z.string(),
    alias: z.string().optional(),
    status: HotspotStatusSchema,
    group_id: z.string(),
    cellular_signal: Signal.nullable().optional(),
    last_seen: EpochSeconds.nullable().optional(),
  }),
  'A status report (latest per hotspot) or, with ?status_changes=true, a status change.',
);
export type HotspotStatusRecord = z.infer<typeof HotspotStatusRecordSchema>;

const Limited100 = z.string().trim().max(100, 'At most 100 characters');

export const CreateHotspotBodySchema = z.object({
  hotspot_id: HotspotIdSchema,
  alias: Limited100.optional(),
  site_id: Limited100.optional(),
  group_id: z.string().trim().min(1).optional().describe('Absent: the Ungrouped group'),
});
export type CreateHotspotBody = z.input<typeof CreateHotspotBodySchema>;

/** Hotspot update: any of alias, site_id, group_id; the id cannot change. */
export const UpdateHotspotBodySchema = z.strictObject({
  alias: Limited100.optional(),
  site_id: Limited100.optional(),
  group_id: z.string().trim().min(1).optional(),
});
export type UpdateHotspotBody = z.input<typeof UpdateHotspotBodySchema>;

export const AlertTargetTypeSchema = z.enum(['email', 'webhook']);
export const HotspotGroupSchema = named(
  'HotspotGroup',
  z.object({
    group_id: z.string(),
    name: z.string(),
    description: z.string().optional(),
    alert_enabled: z.boolean(),
    alerts_enabled: z.boolean().describe('Same value as alert_enabled (both spellings are sent)'),
    alert_target_type: AlertTargetTypeSchema.nullable().optional(),
    alert_target_value: z.string().nullable().optional(),
    alert_email: z.string().nullable().optional(),
    alert_webhook: z.string().nullable().optional(),
  }),
);
export type HotspotGroup = z.infer<typeof HotspotGroupSchema>;

export const ALERT_EMAIL_MESSAGE = 'Valid email required';
const AlertEmail = email(ALERT_EMAIL_MESSAGE, 100);
export const WEBHOOK_MESSAGE = 'Valid URL required';
const AlertWebhook = httpUrl({ required: 'Webhook is required', invalid: WEBHOOK_MESSAGE }, 200);

const groupFields = {
  name: requiredText('Group name is required').max(100, 'At most 100 characters'),
  description: z.string().trim().max(500, 'At most 500 characters').optional(),
  alert_enabled: z.boolean().default(false),
  alert_target_type: AlertTargetTypeSchema.optional(),
  alert_target_value: z.string().trim().optional(),
};

type GroupInput = {
  alert_enabled: boolean;
  alert_target_type?: 'email' | 'webhook' | undefined;
  alert_target_value?: string | undefined;
};

/** With alerts on, the target must be a valid e-mail (≤ 100) or webhook URL (≤ 200). */
function checkAlertTarget(group: GroupInput, ctx: z.RefinementCtx) {
  if (group.alert_target_type === undefined && group.alert_target_value === undefined && !group.alert_enabled) return;
  const value = group.alert_target_value ?? '';
  if (group.alert_target_type === undefined) {
    if (group.alert_enabled)
      ctx.addIssue({ code: 'custom', path: ['alert_target_type'], message: 'Alert target type is required' });
    return;
  }
  const check = group.alert_target_type === 'email' ? AlertEmail : AlertWebhook;
  const result = check.safeParse(value);
  if (!result.success)
    ctx.addIssue({
      code: 'custom',
      path: ['alert_target_value'],
      message: result.error.issues[0]?.message ?? FORM_ERRORS_MESSAGE,
    });
}

/** Group create: name, optional description and alert settings. */
export const CreateHotspotGroupBodySchema = z.object(groupFields).superRefine(checkAlertTarget);
export type CreateHotspotGroupBody = z.input<typeof CreateHotspotGroupBodySchema>;
/** Group update: name, alert_enabled, alert_target_type, alert_target_value (+ description). */
export const UpdateHotspotGroupBodySchema = CreateHotspotGroupBodySchema;
export type UpdateHotspotGroupBody = CreateHotspotGroupBody;

export const HotspotStatusExplorerRequestSchema = z.object({
  fields: z
    .array(z.object({ field: z.enum(['hotspot_id', 'group_id', 'status', 'status_change']), value: z.string() }))
    .default([]),
  pagination: z
    .object({ page_size: z.number().int().positive().max(1000), page: z.number().int().positive() })
    .default({ page_size: 1000, page: 1 }),
});
export type HotspotStatusExplorerRequest = z.input<typeof HotspotStatusExplorerRequestSchema>;
export const HotspotStatusExplorerResponseSchema = z.object({
  status_counts: z.object({ online: z.number().int().nonnegative(), offline: z.number().int().nonnegative() }),
  results: z.array(HotspotStatusRecordSchema),
});
