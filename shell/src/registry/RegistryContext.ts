import { createContext, useContext } from 'react';
import type { ResolvedRegistry } from './registry.ts';

export const RegistryContext = createContext<ResolvedRegistry>({
  remotes: [],
  overrides: {},
  rejected: [],
  pending: [],
});

export function useRegistry(): ResolvedRegistry {
  return useContext(RegistryContext);
}
