import { UTIL_INTEGRATION_TYPE } from '@beacon/shared/contract';
import { HttpError } from '../../errors.ts';
import { checkSavedUrls } from '../../outbound/policy.ts';
import { newId } from '../../records.ts';
import type { Handlers } from '../../router.ts';
import type { Store } from '../../store.ts';
import { NETWORK_NOT_FOUND } from '../networks/handlers.ts';

export const INTEGRATION_NOT_FOUND = 'Integration not found';
export const UTIL_NOT_CONFIGURABLE = `The built-in ${UTIL_INTEGRATION_TYPE} integration cannot be configured`;
export const UTIL_NOT_REMOVABLE = `The built-in ${UTIL_INTEGRATION_TYPE} integration cannot be removed`;
export const typeChanged = (installed: string) =>
  `The integration type cannot be changed (it is ${installed}); remove it and add a new one`;

/** A webhook's URL, which its routes are delivered to, under the outbound policy (400 when refused). */
async function checkWebhookUrl(store: Store, body: { integration_type: string; config: object }): Promise<void> {
  const { url } = body.config as { url?: unknown };
  if (body.integration_type !== 'webhook' || typeof url !== 'string') return;
  await checkSavedUrls(store.outbound, [{ url, field: 'body.config.url' }]);
}

const notFound = (store: Store, accountId: string, networkId: string) =>
  new HttpError(404, store.networks.exists(accountId, networkId) ? INTEGRATION_NOT_FOUND : NETWORK_NOT_FOUND);

export const integrationHandlers = {
  /** Any member: the built-in util integration first, then the installed ones by creation; no secrets. */
  listIntegrations: ({ store, params }) => {
    const integrations = store.integrations.list(params.account, params.networkId);
    if (integrations === undefined) throw new HttpError(404, NETWORK_NOT_FOUND);
    return { integrations };
  },

  /** Level ≤ 20 (the contract's permission); a webhook's routes go first in the route list. */
  createIntegration: async ({ store, caller, params, body }) => {
    if (!store.networks.exists(params.account, params.networkId)) throw new HttpError(404, NETWORK_NOT_FOUND);
    await checkWebhookUrl(store, body);
    const created = store.integrations.create(params.account, params.networkId, `int-${newId()}`, body, caller);
    if (created === undefined) throw new HttpError(404, NETWORK_NOT_FOUND);
    return created;
  },

  /** Level ≤ 20; an absent secret keeps the stored one; the type and the built-in one cannot change (409). */
  updateIntegration: async ({ store, caller, params, body }) => {
    await checkWebhookUrl(store, body);
    const result = store.integrations.update(params.account, params.networkId, params.config_id, body, caller);
    switch (result.kind) {
      case 'ok':
        return result.integration;
      case 'built-in':
        throw new HttpError(409, UTIL_NOT_CONFIGURABLE);
      case 'type-changed':
        throw new HttpError(409, typeChanged(result.installed));
      case 'not-found':
        throw notFound(store, params.account, params.networkId);
    }
  },

  /** Level ≤ 20; removes the integration's routes too; the built-in one answers 409. */
  deleteIntegration: ({ store, caller, params }) => {
    const result = store.integrations.delete(params.account, params.networkId, params.config_id, caller);
    if (result === 'built-in') throw new HttpError(409, UTIL_NOT_REMOVABLE);
    if (result === 'not-found') throw notFound(store, params.account, params.networkId);
    return null;
  },
} satisfies Handlers;
