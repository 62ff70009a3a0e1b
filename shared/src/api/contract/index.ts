/**
 * The platform API contract: one typed source of truth for the console (RTK Query, `import type`)
 * and platform-sim (request validation, OpenAPI at /openapi.json). Its zod-free parts (`paths.ts`,
 * `rules.ts`, `deviceId.ts`, `deviceIdFilter.ts`) also reach remotes at runtime through `@beacon/shared`.
 */
export * from './common.ts';
export * from './deviceId.ts';
export * from './deviceIdFilter.ts';
export * from './deliveryLog.ts';
export * from './endpoint.ts';
export * from './entities/account.ts';
export * from './entities/admin.ts';
export * from './entities/device.ts';
export * from './entities/explorer.ts';
export * from './entities/hotspot.ts';
export * from './entities/integration.ts';
export * from './entities/network.ts';
export * from './entities/routing.ts';
export * from './entities/search.ts';
export * from './entities/tier.ts';
export * from './endpoints/index.ts';
export * from './endpoints/params.ts';
export * from './featureDefinitions.ts';
export * from './outboundUrls.ts';
export * from './paths.ts';
export * from './rules.ts';
export * from './routeKey.ts';
export * from './hotspotUptime.ts';
export * from './hotspotStatus.ts';
export * from './searchRanking.ts';
export { toOpenApi } from './openapi.ts';
/**
 * The event routing rules the platform applies (customer-console.md §4 and §9), for platform-sim, which
 * imports nothing of shared but the contract. The console imports them from the `@beacon/shared/routing` singleton.
 */
export * from '../../routing/index.ts';
