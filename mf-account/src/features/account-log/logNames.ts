import type { TFunction } from 'i18next';

type Label = (t: TFunction<'account'>) => string;

/** The item types the platform logs (`object_type`), by value. */
const ITEM_TYPES: Record<string, Label> = {
  account: (t) => t('account-log.type.account', 'Account'),
  api_token: (t) => t('account-log.type.api_token', 'API token'),
  device: (t) => t('account-log.type.device', 'Device'),
  global_forwarder: (t) => t('account-log.type.global_forwarder', 'Global forwarder'),
  hotspot: (t) => t('account-log.type.hotspot', 'Hotspot'),
  hotspot_group: (t) => t('account-log.type.hotspot_group', 'Hotspot group'),
  integration: (t) => t('account-log.type.integration', 'Integration'),
  invite: (t) => t('account-log.type.invite', 'Invite'),
  member: (t) => t('account-log.type.member', 'Member'),
  network: (t) => t('account-log.type.network', 'Network'),
};

/** The actions the platform logs (`code`), by value. */
const ACTIONS: Record<string, Label> = {
  accept_invite: (t) => t('account-log.action.accept_invite', 'Invite accepted'),
  admin_update: (t) => t('account-log.action.admin_update', 'Updated by staff'),
  apply_tier: (t) => t('account-log.action.apply_tier', 'Tier applied'),
  clear_session: (t) => t('account-log.action.clear_session', 'Session cleared'),
  create: (t) => t('account-log.action.create', 'Created'),
  delete: (t) => t('account-log.action.delete', 'Deleted'),
  disconnect: (t) => t('account-log.action.disconnect', 'Disconnected'),
  invite: (t) => t('account-log.action.invite', 'Invited'),
  login: (t) => t('account-log.action.login', 'Signed in'),
  resend: (t) => t('account-log.action.resend', 'Resent'),
  rotate: (t) => t('account-log.action.rotate', 'Rotated'),
  update: (t) => t('account-log.action.update', 'Updated'),
};

const named = (labels: Record<string, Label>, t: TFunction<'account'>, value: string) =>
  Object.hasOwn(labels, value) ? (labels[value] as Label)(t) : value;

/** A log record's item type in the user's language; an unknown one as the platform sent it. */
export const logItemType = (t: TFunction<'account'>, value: string): string => named(ITEM_TYPES, t, value);

/** A log record's action in the user's language; an unknown one as the platform sent it. */
export const logAction = (t: TFunction<'account'>, value: string): string => named(ACTIONS, t, value);
