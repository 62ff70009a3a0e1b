export interface LocalRuntimeConfigOptions {
  host?: string;
  overrides?: Record<string, string>;
}
export function localRuntimeConfig(options?: LocalRuntimeConfigOptions): Record<string, unknown>;
export const LOOPBACK_OVERRIDE_ORIGINS: string[];
export const SECURITY_HEADERS: Record<string, string>;
export function cspSourceOf(value: unknown): string | null;
export function overrideSources(config: unknown): string[];
export function contentSecurityPolicy(config: unknown, options: { nonce: string; scriptHashes?: string[] }): string;
export function inlineScriptHashes(html: string): string[];
export function createNonce(): string;
export function withNonceMeta(html: string, nonce: string): string;
