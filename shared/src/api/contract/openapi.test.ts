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

  it('never documents a secret in an integration response', () => {
    const schema = JSON.stringify(parsed.components.schemas.InstalledIntegration);
    expect(schema).toContain('"namespace"');
    expect(schema).not.toContain('"secret_key"');
    expect(schema).not.toContain('"api_key"');
  });
});
