interface SharedRecord {
  version?: string;
  from?: string;
  loaded?: boolean;
  lib?: unknown;
  useIn?: string[];
}

type ShareScopes = Record<string, Record<string, Record<string, Record<string, SharedRecord>>>>;

export interface SharedLibraryReport {
  name: string;
  /** Copies of this library that were actually evaluated on the page. */
  loadedCopies: number;
  versions: string[];
  /**
   * The bundles that first loaded the copies in use, as the federation runtime records it: `shell`
   * for what the shell loads itself; for a module the shell provides but a remote rendered first
   * (an antd component, say), that remote.
   */
  providers: string[];
  /** The bundles that use it. */
  usedBy: string[];
}

/**
 * What the Module Federation runtime says about every shared library on the page: how many copies
 * were loaded and who provided them. Reads the runtime's global share scope.
 */
export function sharedLibraryReport(scopes: ShareScopes | undefined = globalShareScopes()): SharedLibraryReport[] {
  const byName = new Map<
    string,
    { loaded: Set<SharedRecord>; versions: Set<string>; providers: Set<string>; usedBy: Set<string> }
  >();
  for (const instance of Object.values(scopes ?? {})) {
    for (const scope of Object.values(instance)) {
      for (const [name, versions] of Object.entries(scope)) {
        const entry = byName.get(name) ?? {
          loaded: new Set(),
          versions: new Set(),
          providers: new Set(),
          usedBy: new Set(),
        };
        byName.set(name, entry);
        for (const [version, record] of Object.entries(versions)) {
          if (!record.loaded && !record.lib) continue;
          entry.loaded.add(record);
          entry.versions.add(version);
          if (record.from) entry.providers.add(record.from);
          record.useIn?.forEach((u) => entry.usedBy.add(u));
        }
      }
    }
  }
  return [...byName.entries()]
    .map(([name, e]) => ({
      name,
      loadedCopies: e.loaded.size,
      versions: [...e.versions],
      providers: [...e.providers],
      usedBy: [...e.usedBy].sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function globalShareScopes(): ShareScopes | undefined {
  return (globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopes } }).__FEDERATION__?.__SHARE__;
}
