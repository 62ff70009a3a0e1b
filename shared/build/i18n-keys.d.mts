export function usedKeys(srcDir: string): Record<string, Record<string, string>>;
export function missingKeys(srcDir: string, namespace: string, resources: unknown): string[];
export function writeResources(srcDir: string, namespace: string, file: string): void;
