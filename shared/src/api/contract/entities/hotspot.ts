import { z } from 'zod';
import { EpochSeconds, LatLonSchema, email, httpUrl, named, requiredText } from '../common.ts';
import { OUTBOUND_URL_RULE } from '../outboundUrls.ts';
import { BatchCounts, DryRunSchema, batchItems, batchResults } from './batch.ts';
import {
  ALERT_EMAIL_MESSAGE,
  ALERT_EMAIL_RULE,
  ALERT_TARGET_TYPE_MESSAGE,
  FORM_ERRORS_MESSAGE,
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_NAME_MAX_LENGTH,
  GROUP_NAME_MESSAGE,
  HOTSPOT_ID_MESSAGE,
  HOTSPOT_ID_REQUIRED_MESSAGE,
  HOTSPOT_TEXT_MAX_LENGTH,
  HOTSPOT_UUID_PATTERN,
  WEBHOOK_MAX_LENGTH,
  WEBHOOK_MESSAGE,
  WEBHOOK_REQUIRED_MESSAGE,
  atMostMessage,
  normalizeHotspotId,
} from '../rules.ts';

export { FORM_ERRORS_MESSAGE, HOTSPOT_ID_MESSAGE, HOTSPOT_UUID_PATTERN };
export { UNGROUPED_GROUP_NAME } from '../rules.ts';

/** Hotspot id: trimmed, 'urn:uuid:' prefix stripped, lowercased, a UUID v0-5. */
export const HotspotIdSchema = z
  .string({ error: HOTSPOT_ID_MESSAGE })
  .overwrite(normalizeHotspotId)
  .min(1, HOTSPOT_ID_REQUIRED_MESSAGE)
  .regex(HOTSPOT_UUID_PATTERN, HOTSPOT_ID_MESSAGE);

export const HotspotStatusSchema = z.enum(['online', 'offline', 'unknown']);
export type HotspotStatus = z.infer<typeof HotspotStatusSchema>;
const Signal = z.number().min(0).max(100);
const Percent = z.number().min(0).max(100);

/** Uptime and flapping from the status changes (beyond the spec; `hotspotHealth` in the contract computes them). */
const HealthFields = {
  uptime_24h: Percent.nullable().optional().describe('Percent online over the last 24 h (null: no known status)'),
  uptime_7d: Percent.nullable().optional().describe('Percent online over the last 7 days'),
  changes_1h: z.number().int().nonnegative().optional().describe('Status changes in the last hour'),
  flapping: z.boolean().optional().describe('More than FLAPPING_CHANGES_PER_HOUR changes in the last hour'),
};

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
    ...HealthFields,
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
    last_location: LatLonSchema.nullable().optional(),
    previous_status: HotspotStatusSchema.optional().describe('A status change: the status before it'),
    ...HealthFields,
  }),
  'A status report (latest per hotspot) or, with ?status_changes=true, a status change.',
);
export type HotspotStatusRecord = z.infer<typeof HotspotStatusRecordSchema>;

const Limited100 = z.string().trim().max(HOTSPOT_TEXT_MAX_LENGTH, atMostMessage(HOTSPOT_TEXT_MAX_LENGTH));

export const CreateHotspotBodySchema = z.object({
  hotspot_id: HotspotIdSchema,
  alias: Limited100.optional(),
  site_id: Limited100.optional(),
  group_id: z.string().trim().min(1).optional().describe('Absent: the Ungrouped group'),
});
export type CreateHotspotBody = z.input<typeof CreateHotspotBodySchema>;

/** What createHotspotsBatch checks each item's fields with: createHotspot's rules. */
export const HotspotBatchFieldsSchema = CreateHotspotBodySchema.pick({ hotspot_id: true, alias: true, site_id: true });

/** Bulk import (issue 28): hotspots registered to the account, each checked on its own. */
export const CreateHotspotsBatchBodySchema = z.object({
  dry_run: DryRunSchema,
  hotspots: batchItems(
    z.object({
      hotspot_id: z.string().describe('As createHotspot takes it (a UUID v0-5, a urn:uuid: prefix removed)'),
      alias: z.string().optional().describe(`At most ${HOTSPOT_TEXT_MAX_LENGTH} characters`),
      site_id: z.string().optional().describe(`At most ${HOTSPOT_TEXT_MAX_LENGTH} characters`),
      group: z.string().optional().describe("A group's name or group_id; absent or empty: Ungrouped"),
    }),
  ),
});
export type CreateHotspotsBatchBody = z.input<typeof CreateHotspotsBatchBodySchema>;

export const CreateHotspotsBatchResponseSchema = named(
  'HotspotsBatchResult',
  z.object({ results: batchResults('hotspot_id'), ...BatchCounts }),
);
export type CreateHotspotsBatchResponse = z.infer<typeof CreateHotspotsBatchResponseSchema>;

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

export { ALERT_EMAIL_MESSAGE, WEBHOOK_MESSAGE };
const AlertEmail = email(ALERT_EMAIL_RULE);
const AlertWebhook = httpUrl({ required: WEBHOOK_REQUIRED_MESSAGE, invalid: WEBHOOK_MESSAGE }, WEBHOOK_MAX_LENGTH);

const groupFields = {
  name: requiredText(GROUP_NAME_MESSAGE).max(GROUP_NAME_MAX_LENGTH, atMostMessage(GROUP_NAME_MAX_LENGTH)),
  description: z
    .string()
    .trim()
    .max(GROUP_DESCRIPTION_MAX_LENGTH, atMostMessage(GROUP_DESCRIPTION_MAX_LENGTH))
    .optional(),
  alert_enabled: z.boolean().default(false),
  alert_target_type: AlertTargetTypeSchema.optional(),
  alert_target_value: z
    .string()
    .trim()
    .optional()
    .describe(`The alert e-mail, or the webhook URL alerts are POSTed to; a webhook URL is ${OUTBOUND_URL_RULE}`),
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
      ctx.addIssue({ code: 'custom', path: ['alert_target_type'], message: ALERT_TARGET_TYPE_MESSAGE });
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
  total: z
    .number()
    .int()
    .nonnegative()
    .describe('Every hotspot the filters match, unknown status included (the Total card)'),
  results: z.array(HotspotStatusRecordSchema),
});

/** An alert platform-sim sent for a group with alerts on: a hotspot went offline or came back (issue 15). */
export const HotspotAlertSchema = named(
  'HotspotAlert',
  z.object({
    alert_id: z.string(),
    group_id: z.string(),
    hotspot_id: z.string(),
    alias: z.string().optional(),
    status: z.enum(['online', 'offline']).describe('offline: the hotspot went down; online: it came back'),
    changed_at: EpochSeconds.describe('When the hotspot changed to `status`'),
    created: EpochSeconds.describe('When the alert was sent'),
    target_type: AlertTargetTypeSchema,
    target_value: z.string(),
    delivered: z.boolean(),
    attempts: z.number().int().nonnegative(),
    error: z.string().optional().describe('Why the last attempt failed'),
  }),
);
export type HotspotAlert = z.infer<typeof HotspotAlertSchema>;

/** The JSON body POSTed to a group's webhook for an alert (docs/hotspot-alerts.md). */
export const HotspotAlertWebhookBodySchema = named(
  'HotspotAlertWebhookBody',
  z.object({
    type: z.literal('hotspot.status'),
    alert_id: z.string(),
    account: z.string(),
    group: z.object({ group_id: z.string(), name: z.string() }),
    hotspot: z.object({ hotspot_id: z.string(), alias: z.string().optional(), site_id: z.string().optional() }),
    status: z.enum(['online', 'offline']),
    previous_status: HotspotStatusSchema,
    changed_at: EpochSeconds,
  }),
);
export type HotspotAlertWebhookBody = z.infer<typeof HotspotAlertWebhookBodySchema>;
