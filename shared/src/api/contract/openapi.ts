import { z } from 'zod';
import { ERROR_STATUSES, ErrorBodySchema, contractSchemas } from './common.ts';
import type { Endpoint } from './endpoint.ts';
import { ENDPOINTS } from './endpoints/index.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const ERROR_TEXT: Record<(typeof ERROR_STATUSES)[number], string> = {
  400: 'Invalid request; message is the first validation message',
  401: 'Missing, invalid or expired bearer token',
  403: 'Not allowed (level, platform admin or account feature)',
  404: 'Not found in this account',
  409: 'Conflicts with the current state',
  429:
    'Too many requests: a user past the rate limit, or a missing or invalid bearer token from an address that sent ' +
    'too many of them (a valid token from that address still passes); see the Retry-After header',
  500: 'Server error',
};

/** Rewrites `#/$defs/X` references to `#/components/schemas/X`. */
function rewriteRefs(value: Json): Json {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string'
        ? inner.replace('#/$defs/', '#/components/schemas/')
        : rewriteRefs(inner);
  }
  return out;
}

function asObject(value: Json | undefined): JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/**
 * Converts a schema: request side inlined (input types) with its `.describe()` texts (zod's global
 * registry holds descriptions only, no ids, so nothing becomes a component), response side with named
 * components.
 */
function convert(schema: z.ZodType, io: 'input' | 'output', components: JsonObject): JsonObject {
  const metadata = io === 'output' ? contractSchemas : z.globalRegistry;
  const json = z.toJSONSchema(schema, { io, metadata, unrepresentable: 'any' }) as JsonObject;
  const { $schema: _schema, $defs, ...rest } = json;
  for (const [id, def] of Object.entries(asObject($defs))) components[id] = rewriteRefs(def);
  return asObject(rewriteRefs(rest));
}

function parameters(ep: Endpoint, components: JsonObject): Json[] {
  const result: Json[] = [];
  const sources: Array<['path' | 'query', z.ZodType | undefined]> = [
    ['path', ep.params],
    ['query', ep.query],
  ];
  for (const [where, schema] of sources) {
    if (schema === undefined) continue;
    const json = convert(schema, 'input', components);
    const required = Array.isArray(json.required) ? json.required : [];
    for (const [name, prop] of Object.entries(asObject(json.properties))) {
      result.push({ name, in: where, required: where === 'path' || required.includes(name), schema: prop });
    }
  }
  return result;
}

function responses(ep: Endpoint, components: JsonObject): JsonObject {
  const out: JsonObject = {};
  out[String(ep.status)] =
    ep.status === 204
      ? { description: 'No content' }
      : {
          description: ep.summary,
          content: { 'application/json': { schema: convert(ep.response, 'output', components) } },
        };
  for (const status of ERROR_STATUSES) {
    if (status === 409 && ep.method === 'GET') continue;
    out[String(status)] = { $ref: `#/components/responses/Error${status}` };
  }
  return out;
}

function operation(operationId: string, ep: Endpoint, components: JsonObject): JsonObject {
  const op: JsonObject = {
    operationId,
    summary: ep.summary,
    tags: [ep.tag],
    'x-permission': typeof ep.permission === 'string' ? ep.permission : { ...ep.permission },
    parameters: parameters(ep, components),
    responses: responses(ep, components),
  };
  if (ep.description !== undefined) op.description = ep.description;
  if (ep.permission === 'public') op.security = [];
  if (ep.body !== undefined) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: convert(ep.body, 'input', components) } },
    };
  }
  return op;
}

function errorResponses(components: JsonObject): JsonObject {
  const schema = convert(ErrorBodySchema, 'output', components);
  const out: JsonObject = {};
  for (const status of ERROR_STATUSES) {
    const response: JsonObject = { description: ERROR_TEXT[status], content: { 'application/json': { schema } } };
    if (status === 429) {
      response.headers = {
        'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 0 } },
      };
    }
    out[`Error${status}`] = response;
  }
  return out;
}

/** The OpenAPI 3.1 document for every call in ENDPOINTS (platform-sim serves it at /openapi.json). */
export function toOpenApi(options: { serverUrl?: string; version?: string } = {}): JsonObject {
  const schemas: JsonObject = {};
  const paths: Record<string, JsonObject> = {};
  for (const [operationId, ep] of Object.entries(ENDPOINTS) as Array<[string, Endpoint]>) {
    const item = (paths[ep.path] ??= {});
    item[ep.method.toLowerCase()] = operation(operationId, ep, schemas);
  }
  const responsesComponent = errorResponses(schemas);
  const doc: JsonObject = {
    openapi: '3.1.0',
    info: {
      title: 'Beacon platform API',
      version: options.version ?? '1.0.0',
      description:
        'All timestamps are epoch seconds. Errors answer {message, detail?}. x-permission gives the server rule. ' +
        'Any call: a URL (path and query) over 8192 characters answers 414, request headers over 16 KB answer 431, ' +
        'both with the JSON error body.',
    },
    paths,
    components: {
      schemas,
      responses: responsesComponent,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearerAuth: [] }],
  };
  if (options.serverUrl !== undefined) doc.servers = [{ url: options.serverUrl }];
  return doc;
}
