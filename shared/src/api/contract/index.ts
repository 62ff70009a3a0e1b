/**
 * The platform API contract: one typed source of truth for the console (RTK Query, `import type`)
 * and platform-sim (request validation, OpenAPI at /openapi.json).
 */
export * from './common.ts';
export * from './endpoint.ts';
export * from './entities/account.ts';
export * from './entities/admin.ts';
export * from './entities/device.ts';
export * from './entities/explorer.ts';
export * from './entities/hotspot.ts';
export * from './entities/integration.ts';
export * from './entities/network.ts';
export * from './entities/routing.ts';
export * from './entities/tier.ts';
export * from './endpoints/index.ts';
export * from './endpoints/params.ts';
export { toOpenApi } from './openapi.ts';
