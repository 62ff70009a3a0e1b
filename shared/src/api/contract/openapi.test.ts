import { describe, expect, it } from '@rstest/core';
import { ENDPOINTS } from './endpoints/index.ts';
import { toOpenApi } from './openapi.ts';

describe('toOpenApi', () => {
  const doc = toOpenApi();
  const text = JSON.stringify(doc);
  const parsed = JSON.parse(text) as {
    openapi: string;
    paths: Record<string, Record<string, { operationId: string }>>;
    components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  };

  it('is a JSON-serialisable OpenAPI 3.1 document', () => {
    expect(parsed.openapi).toBe('3.1.0');
    expect(parsed).toEqual(doc);
    expect(parsed.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('has every endpoint as an operation', () => {
    for (const [operationId, ep] of Object.entries(ENDPOINTS)) {
      expect(parsed.paths[ep.path]?.[ep.method.toLowerCase()]?.operationId).toBe(operationId);
    }
  });

  it('resolves every $ref to a component', () => {
    const refs = [...text.matchAll(/"\$ref":"#\/components\/(schemas|responses)\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    const components = doc.components as Record<string, Record<string, unknown>>;
    for (const [, kind, name] of refs) expect(components[kind ?? '']?.[name ?? '']).toBeDefined();
    expect(text).not.toContain('#/$defs/');
  });

  it('shows the request caps in the request bodies (maxLength, maxItems, patterns and descriptions)', () => {
    type Schema = {
      properties?: Record<string, Schema>;
      items?: Schema;
      anyOf?: Schema[];
      propertyNames?: Schema;
      additionalProperties?: Schema;
      maxLength?: number;
      maxItems?: number;
      pattern?: string;
      description?: string;
    };
    const body = (path: string, method: string) =>
      (
        parsed.paths[path]?.[method] as unknown as {
          requestBody: { content: { 'application/json': { schema: Schema } } };
        }
      ).requestBody.content['application/json'].schema;
    const update = body('/v1/accounts/{account}/networks/{networkId}', 'post');
    const routes = update.anyOf?.find((s) => s.properties?.routes)?.properties?.routes as Schema;
    expect(routes.maxItems).toBe(100);
    expect(routes.description).toContain('at most 100 routes');
    const route = routes.items?.properties as Record<string, Schema>;
    expect(route.filter_events).toMatchObject({ maxLength: 500 });
    expect(route.filter_events?.description).toContain('at most 500 characters');
    expect(route.url).toMatchObject({ maxLength: 2000 });
    expect(route.url?.description).toContain('at most 2000 characters');
    expect(route.headers?.propertyNames).toMatchObject({ maxLength: 100, pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" });
    expect(route.headers?.additionalProperties).toMatchObject({ maxLength: 1000 });
    expect(route.headers?.description).toContain('without CR, LF or NUL');
    expect(route.headers?.description).toContain('ignoring case');

    const testEvent = body('/v1/accounts/{account}/devices/{deviceId}/test-event', 'post').properties ?? {};
    expect(testEvent.text).toMatchObject({ maxLength: 1000 });
    expect(testEvent.text?.description).toContain('at most 1000 characters');
    expect(testEvent.payload?.description).toContain('even number of hex characters');
  });

  it('never documents a secret in an integration response', () => {
    const schema = JSON.stringify(parsed.components.schemas.InstalledIntegration);
    expect(schema).toContain('"namespace"');
    expect(schema).not.toContain('"secret_key"');
    expect(schema).not.toContain('"api_key"');
  });

  it('states the request size limits: 414 for a long URL, 431 for large headers', () => {
    const info = (doc.info as { description: string }).description;
    expect(info).toContain('414');
    expect(info).toContain('431');
  });
});
