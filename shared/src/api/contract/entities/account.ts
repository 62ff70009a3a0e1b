import { z } from 'zod';
import { MAX_URL_LENGTH, URL_TOO_LONG_MESSAGE } from '../../../validation/limits.ts';
import { AccountLevelSchema, AssignableLevelSchema, EpochSeconds, email, isHttpUrl, named } from '../common.ts';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_NAME_RULE,
  GLOBAL_NAMESPACE_RULE,
  ACCOUNT_NAME_MESSAGE,
  ACCOUNT_NAME_LENGTH_MESSAGE,
  ACCOUNT_NAME_MIN_LENGTH,
  INVITE_EMAIL_RULE,
  INVITE_VALID_DAYS,
  TERMS_MESSAGE,
  WEBSITE_MESSAGE,
} from '../rules.ts';

/** customer-console.md §3 Account. */
export const AccountSchema = named(
  'Account',
  z.object({
    account_id: z.string(),
    name: z.string(),
    user_level: AccountLevelSchema,
    models_enabled: z.boolean(),
    global_forwarders_enabled: z.boolean(),
    gw_enabled: z.boolean(),
    default: z.boolean().optional().describe("The account's default flag"),
  }),
);
export type Account = z.infer<typeof AccountSchema>;

export { ACCOUNT_NAME_MESSAGE, TERMS_MESSAGE, WEBSITE_MESSAGE };

export const AccountNameSchema = z
  .string({ error: ACCOUNT_NAME_MESSAGE })
  .trim()
  .min(1, ACCOUNT_NAME_MESSAGE)
  .min(ACCOUNT_NAME_MIN_LENGTH, ACCOUNT_NAME_LENGTH_MESSAGE)
  .max(ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_NAME_LENGTH_MESSAGE);

/** Optional website: empty means none, otherwise an http(s) URL of at most 2000 characters. */
export const WebsiteSchema = z
  .string({ error: WEBSITE_MESSAGE })
  .trim()
  .max(MAX_URL_LENGTH, URL_TOO_LONG_MESSAGE)
  .refine((v) => v === '' || isHttpUrl(v), WEBSITE_MESSAGE)
  .optional()
  .describe(`http(s) URL, at most ${MAX_URL_LENGTH} characters; empty for none`);

export const CreateAccountBodySchema = z.object({
  name: AccountNameSchema,
  website: WebsiteSchema,
  checked: z.literal(true, { error: TERMS_MESSAGE }),
});
export type CreateAccountBody = z.infer<typeof CreateAccountBodySchema>;

export const UpdateAccountBodySchema = z.object({ name: AccountNameSchema });
export type UpdateAccountBody = z.infer<typeof UpdateAccountBodySchema>;

/** admin-and-hotspots.md §3 Member. */
export const MemberSchema = named(
  'Member',
  z.object({ user: z.string(), email: z.string(), user_level: AccountLevelSchema }),
);
export type Member = z.infer<typeof MemberSchema>;
export const UpdateMemberBodySchema = z.object({ user_level: AssignableLevelSchema });

export const InviteSchema = named(
  'Invite',
  z.object({
    email: z.string(),
    code: z.string(),
    sent: EpochSeconds.describe('When the invite was last sent (created or resent), epoch seconds'),
    expires: EpochSeconds.describe(
      `Until when it can be accepted (sent + ${INVITE_VALID_DAYS} days), epoch seconds; a resend renews it`,
    ),
  }),
);
export type Invite = z.infer<typeof InviteSchema>;
export const CreateInviteBodySchema = z.object({ user: email(INVITE_EMAIL_RULE) });

/** Who made a logged change: a signed-in user, or an API token of the account. */
export const LogActorSchema = named(
  'LogActor',
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('user'), email: z.string() }),
    z.object({
      kind: z.literal('token'),
      token_id: z.string(),
      name: z.string(),
      created_by: z.string().optional().describe("The e-mail of the token's creator (absent on old records)"),
    }),
  ]),
);
export type LogActor = z.infer<typeof LogActorSchema>;

/** A logged object's value: its fields as JSON, secrets left out. */
export const LogValueSchema = z.record(z.string(), z.unknown()).nullable();

/** admin-and-hotspots.md §3 Log record. */
export const LogRecordSchema = named(
  'LogRecord',
  z.object({
    timestamp: EpochSeconds,
    object_type: z.string(),
    code: z.string().describe('The action'),
    object: z.string().describe('The item id'),
    username: z.string().describe('The actor'),
    actor: LogActorSchema.optional().describe('Who made the change (absent on old records)'),
    before: LogValueSchema.optional().describe(
      'The changed object before the change (never secrets); null when created',
    ),
    after: LogValueSchema.optional().describe('The changed object after the change (never secrets); null when deleted'),
  }),
);
export type LogRecord = z.infer<typeof LogRecordSchema>;

export const GlobalForwarderSchema = named(
  'GlobalForwarder',
  z.object({
    namespace: z.string(),
    domain: z.string(),
    device_filter: z.string(),
    destination_network: z.string(),
    internal_only: z.boolean(),
  }),
);
export type GlobalForwarder = z.infer<typeof GlobalForwarderSchema>;

export const CreateGlobalForwarderBodySchema = z.object({
  namespace: z
    .string({ error: GLOBAL_NAMESPACE_RULE.required })
    .trim()
    .max(GLOBAL_NAMESPACE_RULE.maxLength.value, GLOBAL_NAMESPACE_RULE.maxLength.message)
    .regex(GLOBAL_NAMESPACE_RULE.pattern.value, GLOBAL_NAMESPACE_RULE.pattern.message)
    .regex(GLOBAL_NAMESPACE_RULE.characters.value, GLOBAL_NAMESPACE_RULE.characters.message),
  device_filter: z.string().trim().toLowerCase().min(1, 'Device filter is required (a device id or * for all)'),
  destination_network: z.string().trim().min(1, 'Destination network is required'),
  internal_only: z.boolean().default(false),
});
export type CreateGlobalForwarderBody = z.input<typeof CreateGlobalForwarderBodySchema>;

export const DeleteGlobalForwarderQuerySchema = z.object({
  namespace: z.string().min(1),
  device_filter: z.string().min(1),
  domain: z.string().min(1),
});

/** How a token's secret begins (`Authorization: Bearer bkn_…`); how long a rotated secret keeps working is in rules.ts. */
export const API_TOKEN_SECRET_PREFIX = 'bkn_';
export { API_TOKEN_ROTATION_GRACE_SECONDS } from '../rules.ts';

export const ApiTokenStatusSchema = z.enum(['active', 'creator_demoted', 'creator_removed']);
export type ApiTokenStatus = z.infer<typeof ApiTokenStatusSchema>;

/** customer-console.md §3 API token. The secret is only ever in the secret call's answer. */
export const ApiTokenSchema = named(
  'ApiToken',
  z.object({
    token_id: z.string(),
    name: z.string(),
    created: EpochSeconds,
    expiration: EpochSeconds.nullable(),
    user_level: AssignableLevelSchema,
    last_used: EpochSeconds.nullable().optional().describe('When the token last authenticated a call; null if never'),
    created_by: z
      .object({ email: z.string() })
      .describe('The person who made the token: the token never outranks them'),
    creator_level: AccountLevelSchema.nullable().describe(
      "The creator's current level in the account; null when they are no longer a member",
    ),
    effective_level: AssignableLevelSchema.nullable().describe(
      "The level the token acts with: the lower of its own and its creator's current level (the higher number); " +
        'null when it no longer works because its creator left the account',
    ),
    status: ApiTokenStatusSchema.describe(
      "`active`; `creator_demoted` when the creator's level is now lower than the token's (it acts at the creator's); " +
        '`creator_removed` when the creator left the account (every call answers 401)',
    ),
  }),
);
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const CreateApiTokenBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, API_TOKEN_NAME_RULE.required)
    .max(API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_NAME_RULE.maxLength.message),
  user_level: AssignableLevelSchema.default(30),
  expiration: EpochSeconds.optional().describe('Epoch seconds; absent for no expiry'),
});
export type CreateApiTokenBody = z.input<typeof CreateApiTokenBodySchema>;
