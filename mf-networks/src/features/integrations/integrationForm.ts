import {
  headerNameKey,
  headerNameProblem,
  headerValueProblem,
  isHttpUrl,
  isIntegrationHeader,
  MAX_HEADERS,
  type HeaderValueProblem,
} from '@beacon/shared';
import type {
  ConfigurableIntegrationType,
  CreateIntegrationBody,
  InstalledIntegration,
  UpdateIntegrationBody,
} from '@beacon/shared/contract';
import { INTEGRATION_ROUTE_HEADER } from '@beacon/shared/routing';

/**
 * The types a customer can add, in the order of the Add New Integration modal (the contract's
 * CONFIGURABLE_INTEGRATION_TYPES; remotes may not import its values, so the list is repeated here).
 */
export const INTEGRATION_TYPES = [
  'webhook',
  'network-memfault',
  'aws-s3',
  'aws-eventbridge',
  'aws-sqs',
  'tago',
] as const satisfies readonly ConfigurableIntegrationType[];

export function isConfigurableType(value: string): value is ConfigurableIntegrationType {
  return (INTEGRATION_TYPES as readonly string[]).includes(value);
}

/** Tago is hidden on the production console's host names (customer-console.md §6; runtime config). */
export function isProductionHost(productionHostnames: readonly string[], hostname: string): boolean {
  return productionHostnames.includes(hostname.toLowerCase());
}

/** The types offered for adding on this host. */
export function offeredTypes(productionHost: boolean): ConfigurableIntegrationType[] {
  return INTEGRATION_TYPES.filter((type) => !(productionHost && type === 'tago'));
}

/** Up to 3 webhook headers (customer-console.md §9; the platform's cap). */
export const MAX_WEBHOOK_HEADERS = MAX_HEADERS;

export interface HeaderPair {
  key: string;
  value: string;
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

function paddedHeaders(headers: Record<string, string> = {}): HeaderPair[] {
  const rows = Object.entries(headers)
    .filter(([name]) => name.toLowerCase() !== INTEGRATION_ROUTE_HEADER)
    .slice(0, MAX_WEBHOOK_HEADERS)
    .map(([key, value]) => ({ key, value }));
  while (rows.length < MAX_WEBHOOK_HEADERS) rows.push({ key: '', value: '' });
  return rows;
}

export function emptyFormValues(): IntegrationFormValues {
  return {
    name: '',
    url: '',
    capture_device_namespace: '',
    capture_device: false,
    capture_network_all: false,
    headers: paddedHeaders(),
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
        headers: paddedHeaders(headers),
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

/** The header rows whose key is filled, keys trimmed; undefined when there are none. */
export function headersOf(rows: readonly HeaderPair[]): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  for (const { key, value } of rows.slice(0, MAX_WEBHOOK_HEADERS)) {
    const name = (key ?? '').trim();
    if (name !== '') headers[name] = value ?? '';
  }
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/** The create body for a type: only that type's fields, text trimmed. */
export function createBody(type: ConfigurableIntegrationType, v: IntegrationFormValues): CreateIntegrationBody {
  const name = v.name.trim();
  const text = (value: string) => (value ?? '').trim();
  switch (type) {
    case 'webhook': {
      const namespace = text(v.capture_device_namespace);
      const headers = headersOf(v.headers);
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
      return {
        integration_type: type,
        name,
        config: { role_arn: text(v.role_arn), bucket_name: text(v.bucket_name), region: text(v.region) },
      };
    case 'aws-eventbridge':
      return {
        integration_type: type,
        name,
        config: { role_arn: text(v.role_arn), event_bus_name: text(v.event_bus_name), region: text(v.region) },
      };
    case 'aws-sqs':
      return {
        integration_type: type,
        name,
        config: { role_arn: text(v.role_arn), sqs_url: text(v.sqs_url), region: text(v.region) },
      };
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

// Client-side checks with the platform's rules and messages (docs/decisions.md "integration validation").

export const NAMESPACE_PATTERN = /^[A-Za-z0-9_:-]+$/;
export const ROLE_ARN_PATTERN = /^arn:aws[a-z-]*:iam::\d{12}:role\/.+$/;
export const AWS_REGION_PATTERN = /^[a-z]{2}(-[a-z]+)+-\d+$/;
export const BUCKET_NAME_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export type Problem = 'required' | 'invalid' | undefined;

/** A required text (trimmed), optionally of a pattern. */
export function textProblem(value: unknown, pattern?: RegExp): Problem {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed === '') return 'required';
  return pattern && !pattern.test(trimmed) ? 'invalid' : undefined;
}

/** A required http(s) URL (trimmed). */
export function urlProblem(value: unknown): Problem {
  const problem = textProblem(value);
  return problem ?? (isHttpUrl(String(value).trim()) ? undefined : 'invalid');
}

/** An optional namespace: empty, or letters, digits, _, - and :. */
export function optionalNamespaceProblem(value: unknown): Problem {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' || NAMESPACE_PATTERN.test(trimmed) ? undefined : 'invalid';
}

/** A webhook must capture something: device events, a namespace, or network events. */
export function capturesNothing(
  v: Pick<IntegrationFormValues, 'capture_device' | 'capture_network_all' | 'capture_device_namespace'>,
): boolean {
  return !v.capture_device && !v.capture_network_all && (v.capture_device_namespace ?? '').trim() === '';
}

/**
 * Why a header name is refused, with the platform's rules (an empty row is unused): not an HTTP token,
 * e.g. with a colon or a space (`invalid`), over 100 characters (`too-long`), the integration header in
 * any case (`reserved`), or a name given twice, ignoring case (`duplicate`).
 */
export function headerKeyProblem(
  key: string,
  keys: readonly string[],
): 'invalid' | 'too-long' | 'reserved' | 'duplicate' | undefined {
  if (key.trim() === '') return undefined;
  const problem = headerNameProblem(key);
  if (problem === 'invalid' || problem === 'too-long') return problem;
  if (isIntegrationHeader(key)) return 'reserved';
  const name = headerNameKey(key);
  return keys.filter((k) => headerNameKey(k) === name).length > 1 ? 'duplicate' : undefined;
}

/** Why a header value is refused: a CR, LF or NUL in it (`invalid`), or over 1000 characters (`too-long`). */
export function headerRowValueProblem(value: unknown): HeaderValueProblem | undefined {
  return headerValueProblem(typeof value === 'string' ? value : '');
}
