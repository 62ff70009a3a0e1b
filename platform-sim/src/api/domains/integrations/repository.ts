/** Installed integrations of a network, and the routes a webhook adds to the network's route list. */
import { SECRET_CONFIG_FIELDS, UTIL_INTEGRATION_NAMESPACE, UTIL_INTEGRATION_TYPE } from '@beacon/shared/contract';
import type {
  ConfigurableIntegrationType,
  EndpointParsedBody,
  Endpoints,
  InstalledIntegration,
  IntegrationCategory,
  Route,
} from '@beacon/shared/contract';
import { INTEGRATION_ROUTE_HEADER } from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';
import { changeEntry, parseData } from '../../records.ts';
import type { Actor, AppendLog, IntegrationRecord } from '../../records.ts';
import type { NetworkRepository } from '../networks/repository.ts';
import type { RouteRepository } from '../routes/repository.ts';

export type CreateIntegrationInput = EndpointParsedBody<Endpoints['createIntegration']>;
export type UpdateIntegrationInput = EndpointParsedBody<Endpoints['updateIntegration']>;

/** The built-in util integration is listed on every network under this id; it is not stored. */
export const UTIL_CONFIG_ID = UTIL_INTEGRATION_TYPE;

export type IntegrationChange =
  | { kind: 'ok'; integration: InstalledIntegration }
  | { kind: 'not-found' }
  | { kind: 'built-in' }
  | { kind: 'type-changed'; installed: ConfigurableIntegrationType };

interface WebhookConfig {
  url: string;
  capture_device_namespace?: string;
  capture_device: boolean;
  capture_network_all: boolean;
  headers?: Record<string, string>;
}

const text = (config: Record<string, unknown>, key: string) => {
  const value = config[key];
  return typeof value === 'string' ? value : '';
};

/** A stored webhook config read field by field (the contract validated it when it was saved). */
function webhookConfig(config: Record<string, unknown>): WebhookConfig {
  const headers: Record<string, string> = {};
  if (typeof config.headers === 'object' && config.headers !== null) {
    for (const [name, value] of Object.entries(config.headers)) if (typeof value === 'string') headers[name] = value;
  }
  const namespace = text(config, 'capture_device_namespace');
  return {
    url: text(config, 'url'),
    ...(namespace === '' ? {} : { capture_device_namespace: namespace }),
    capture_device: config.capture_device === true,
    capture_network_all: config.capture_network_all === true,
    headers,
  };
}

/** A webhook's route filters: `device.*`, or the namespace's requests and messages; and `network.*`. */
export function webhookFilters(config: WebhookConfig): string[] {
  const filters: string[] = [];
  const namespace = config.capture_device_namespace ?? '';
  if (config.capture_device) filters.push('device.*');
  else if (namespace !== '') filters.push(`device.request.${namespace}.*`, `device.message.${namespace}.*`);
  if (config.capture_network_all) filters.push('network.*');
  return filters;
}

/** The routes an integration adds: a webhook's, to its url with its headers and the integration header. */
export function integrationRoutes(configId: string, record: IntegrationRecord): Route[] {
  if (record.integration_type !== 'webhook') return [];
  const config = webhookConfig(record.config);
  return webhookFilters(config).map((filter_events) => ({
    filter_events,
    url: config.url,
    headers: { ...config.headers, [INTEGRATION_ROUTE_HEADER]: configId },
  }));
}

/** Which table lists it, the events it takes and where they go (the Integrations tab columns). */
function describe(
  type: ConfigurableIntegrationType,
  config: Record<string, unknown>,
): { category: IntegrationCategory; events: string[]; destination: string } {
  const namespace = text(config, 'namespace');
  switch (type) {
    case 'webhook':
      return {
        category: 'data',
        events: webhookFilters(webhookConfig(config)),
        destination: text(config, 'url'),
      };
    case 'network-memfault':
      return { category: 'platform-service', events: [`device.request.${namespace}.*`], destination: 'Memfault' };
    case 'aws-s3':
      return { category: 'data', events: ['*'], destination: `s3://${text(config, 'bucket_name')}` };
    case 'aws-eventbridge':
      return {
        category: 'data',
        events: ['*'],
        destination: `EventBridge ${text(config, 'event_bus_name')} (${text(config, 'region')})`,
      };
    case 'aws-sqs':
      return { category: 'data', events: ['*'], destination: text(config, 'sqs_url') };
    case 'tago':
      return {
        category: 'data',
        events: [`device.request.${namespace}.*`, `device.message.${namespace}.*`],
        destination: `TagoIO (${text(config, 'region')})`,
      };
  }
}

/** The built-in util integration, listed on every network. */
export function utilIntegration(): InstalledIntegration {
  return {
    config_id: UTIL_CONFIG_ID,
    integration_type: UTIL_INTEGRATION_TYPE,
    name: 'Beacon utilities',
    config: { namespace: UTIL_INTEGRATION_NAMESPACE },
    category: 'platform-service',
    events: [`device.request.${UTIL_INTEGRATION_NAMESPACE}.*`],
    destination: 'Beacon platform',
    secret_set: false,
    configurable: false,
  };
}

/** The answer for a stored integration: secrets removed, `secret_set` telling whether one is stored. */
export function toInstalled(configId: string, record: IntegrationRecord): InstalledIntegration {
  const config: Record<string, unknown> = { ...record.config };
  let secretSet = false;
  for (const field of SECRET_CONFIG_FIELDS) {
    if (typeof config[field] === 'string' && config[field] !== '') secretSet = true;
    delete config[field];
  }
  return {
    config_id: configId,
    integration_type: record.integration_type,
    name: record.name,
    config,
    ...describe(record.integration_type, record.config),
    secret_set: secretSet,
    configurable: true,
  } as InstalledIntegration;
}

/** Integrations on the store's database; every change also re-saves the network's route list. */
export class IntegrationRepository extends Repository {
  readonly #networks: NetworkRepository;
  readonly #routes: RouteRepository;

  constructor(
    db: SqliteDatabase,
    now: () => number,
    log: AppendLog,
    networks: NetworkRepository,
    routes: RouteRepository,
  ) {
    super(db, now, log);
    this.#networks = networks;
    this.#routes = routes;
  }

  /** The network's integrations, the built-in one first; undefined when the network is not in the account. */
  list(accountId: string, networkId: string): InstalledIntegration[] | undefined {
    if (!this.#networks.exists(accountId, networkId)) return undefined;
    const rows = this.db.all(
      'SELECT id, data FROM integrations WHERE account_id = ? AND network_id = ? ORDER BY created, id',
      [accountId, networkId],
    );
    return [utilIntegration(), ...rows.map((row) => toInstalled(String(row.id), this.#parse(row.data)))];
  }

  /** Installs an integration and puts its routes first; undefined when the network is not in the account. */
  create(
    accountId: string,
    networkId: string,
    configId: string,
    input: CreateIntegrationInput,
    actor: Actor,
  ): InstalledIntegration | undefined {
    if (!this.#networks.exists(accountId, networkId)) return undefined;
    const now = this.now();
    const record: IntegrationRecord = {
      integration_type: input.integration_type,
      name: input.name,
      config: { ...input.config },
      last_updated: now,
    };
    this.db.transaction(() => {
      this.db.run('INSERT INTO integrations (id, account_id, network_id, created, data) VALUES (?, ?, ?, ?, ?)', [
        configId,
        accountId,
        networkId,
        now,
        JSON.stringify(record),
      ]);
      this.#changed(accountId, networkId, configId, integrationRoutes(configId, record), 'create', actor, [
        undefined,
        record,
      ]);
    });
    return toInstalled(configId, record);
  }

  /** Updates name and config (an absent secret keeps the stored one) and replaces its routes, new ones first. */
  update(
    accountId: string,
    networkId: string,
    configId: string,
    input: UpdateIntegrationInput,
    actor: Actor,
  ): IntegrationChange {
    if (!this.#networks.exists(accountId, networkId)) return { kind: 'not-found' };
    if (configId === UTIL_CONFIG_ID) return { kind: 'built-in' };
    const stored = this.#record(networkId, configId);
    if (stored === undefined) return { kind: 'not-found' };
    if (stored.integration_type !== input.integration_type) {
      return { kind: 'type-changed', installed: stored.integration_type };
    }
    const config: Record<string, unknown> = { ...input.config };
    for (const field of SECRET_CONFIG_FIELDS) {
      if (config[field] === undefined && stored.config[field] !== undefined) config[field] = stored.config[field];
      if (config[field] === undefined) delete config[field];
    }
    const record: IntegrationRecord = { ...stored, name: input.name, config, last_updated: this.now() };
    this.db.transaction(() => {
      this.db.run('UPDATE integrations SET data = ? WHERE network_id = ? AND id = ?', [
        JSON.stringify(record),
        networkId,
        configId,
      ]);
      this.#changed(accountId, networkId, configId, integrationRoutes(configId, record), 'update', actor, [
        stored,
        record,
      ]);
    });
    return { kind: 'ok', integration: toInstalled(configId, record) };
  }

  /** Removes an integration with the routes carrying its header. */
  delete(accountId: string, networkId: string, configId: string, actor: Actor): 'deleted' | 'not-found' | 'built-in' {
    if (!this.#networks.exists(accountId, networkId)) return 'not-found';
    if (configId === UTIL_CONFIG_ID) return 'built-in';
    const stored = this.#record(networkId, configId);
    if (stored === undefined) return 'not-found';
    this.db.transaction(() => {
      this.db.run('DELETE FROM integrations WHERE network_id = ? AND id = ?', [networkId, configId]);
      this.#changed(accountId, networkId, configId, [], 'delete', actor, [stored, undefined]);
    });
    return 'deleted';
  }

  /** The stored record, secrets included (tests and the store only). */
  record(networkId: string, configId: string): IntegrationRecord | undefined {
    return this.#record(networkId, configId);
  }

  /** Inside a change's transaction: the integration's routes become `routes`, and the change is logged. */
  #changed(
    accountId: string,
    networkId: string,
    configId: string,
    routes: Route[],
    code: 'create' | 'update' | 'delete',
    actor: Actor,
    [before, after]: [IntegrationRecord | undefined, IntegrationRecord | undefined],
  ): void {
    this.#routes.replaceOwned(accountId, networkId, configId, routes);
    // The log keeps type, name and network only: a config may hold secrets.
    const logged = (record: IntegrationRecord | undefined) =>
      record === undefined
        ? null
        : { integration_type: record.integration_type, name: record.name, network_id: networkId };
    this.log(accountId, changeEntry(actor, 'integration', code, configId, logged(before), logged(after)));
  }

  #record(networkId: string, configId: string): IntegrationRecord | undefined {
    const row = this.db.get('SELECT data FROM integrations WHERE network_id = ? AND id = ?', [networkId, configId]);
    return row === undefined ? undefined : this.#parse(row.data);
  }

  #parse(data: unknown): IntegrationRecord {
    return parseData<IntegrationRecord>(data);
  }
}
