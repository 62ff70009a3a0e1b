export interface LocalRuntimeConfigOptions {
  host?: string;
  overrides?: Record<string, string>;
}
export function localRuntimeConfig(options?: LocalRuntimeConfigOptions): Record<string, unknown>;
