import { useConsoleConfig } from '@beacon/shared';
import { isProductionHost } from './integrationForm.ts';

/** Whether this console runs on a production host name (runtime config `productionHostnames`). */
export function useProductionHost(): boolean {
  const { productionHostnames } = useConsoleConfig();
  return isProductionHost(productionHostnames, window.location.hostname);
}
