import { CONFIGURABLE_INTEGRATION_TYPES } from '@beacon/shared';
import type {
  ConfigurableIntegrationType,
  CreateIntegrationBody,
  InstalledIntegration,
  UpdateIntegrationBody,
} from '@beacon/shared/contract';
import { headerRowsOf, headersOfRows, type HeaderPair } from '../../components/headerRows.ts';

/** Whether a type (from the URL, say) is one a customer can add. */
export function isConfigurableType(value: string): value is ConfigurableIntegrationType {
  return (CONFIGURABLE_INTEGRATION_TYPES as readonly string[]).includes(value);
}

/** Tago is hidden on the production console's host names (customer-console.md §6; runtime config). */
export function isProductionHost(productionHostnames: readonly string[], hostname: string): boolean {
  return productionHostnames.includes(hostname.toLowerCase());
}

/** The types offered for adding on this host. */
export function offeredTypes(productionHost: boolean): ConfigurableIntegrationType[] {
  return CONFIGURABLE_INTEGRATION_TYPES.filter((type) => !(productionHost && type === 'tago'));
}

/** Every field of every type's form; a type's form uses its own (customer-console.md §3). */
export interface IntegrationFormValues {
  name: string;
  url: string;
  capture_device_namespace: string;
  capture_device: boolean;
  capture_network_all: boolean;
  headers: HeaderPair[];
  namespace: string;
  /** Write-only (Memfault): never filled from the server. */
  secret_key: string;
  /** Write-only (Tago): never filled from the server. */
  api_key: string;
  role_arn: string;
  bucket_name: string;
  region: string;
  event_bus_name: string;
  sqs_url: string;
}

export function emptyFormValues(): IntegrationFormValues {
  return {
    name: '',
    url: '',
    capture_device_namespace: '',
    capture_device: false,
    capture_network_all: false,
    headers: headerRowsOf(),
    namespace: '',
    secret_key: '',
    api_key: '',
    role_arn: '',
    bucket_name: '',
    region: '',
    event_bus_name: '',
    sqs_url: '',
  };
}

/** The edit page's starting values: the stored config; secrets stay empty (they are write-only). */
export function formValuesOf(integration: InstalledIntegration): IntegrationFormValues {
  const values = { ...emptyFormValues(), name: integration.name };
  switch (integration.integration_type) {
    case 'webhook': {
      const { headers, capture_device_namespace, ...config } = integration.config;
      return {
        ...values,
        ...config,
        capture_device_namespace: capture_device_namespace ?? '',
        headers: headerRowsOf(headers),
      };
    }
    case 'network-memfault':
    case 'aws-s3':
    case 'aws-eventbridge':
    case 'aws-sqs':
    case 'tago':
    case 'beacon-util':
      return { ...values, ...integration.config };
  }
}

/** The create body for a type: only that type's fields, text trimmed. */
export function createBody(type: ConfigurableIntegrationType, v: IntegrationFormValues): CreateIntegrationBody {
  const name = v.name.trim();
  const text = (value: string) => (value ?? '').trim();
  /** What the three AWS types share: the role the platform assumes and the region. */
  const aws = () => ({ role_arn: text(v.role_arn), region: text(v.region) });
  switch (type) {
    case 'webhook': {
      const namespace = text(v.capture_device_namespace);
      const headers = headersOfRows(v.headers);
      return {
        integration_type: type,
        name,
        config: {
          url: text(v.url),
          ...(namespace === '' ? {} : { capture_device_namespace: namespace }),
          capture_device: Boolean(v.capture_device),
          capture_network_all: Boolean(v.capture_network_all),
          ...(headers ? { headers } : {}),
        },
      };
    }
    case 'network-memfault':
      return { integration_type: type, name, config: { namespace: text(v.namespace), secret_key: text(v.secret_key) } };
    case 'aws-s3':
      return { integration_type: type, name, config: { ...aws(), bucket_name: text(v.bucket_name) } };
    case 'aws-eventbridge':
      return { integration_type: type, name, config: { ...aws(), event_bus_name: text(v.event_bus_name) } };
    case 'aws-sqs':
      return { integration_type: type, name, config: { ...aws(), sqs_url: text(v.sqs_url) } };
    case 'tago':
      return {
        integration_type: type,
        name,
        config: { namespace: text(v.namespace), region: text(v.region), api_key: text(v.api_key) },
      };
  }
}

/** The update body: like the create body, but an empty secret is left out, so the stored one is kept. */
export function updateBody(type: ConfigurableIntegrationType, v: IntegrationFormValues): UpdateIntegrationBody {
  const body: UpdateIntegrationBody = createBody(type, v);
  if (body.integration_type === 'network-memfault' && !body.config.secret_key) {
    const { secret_key: _kept, ...config } = body.config;
    return { ...body, config };
  }
  if (body.integration_type === 'tago' && !body.config.api_key) {
    const { api_key: _kept, ...config } = body.config;
    return { ...body, config };
  }
  return body;
}
