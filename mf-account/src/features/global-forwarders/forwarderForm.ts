import { deviceIdFromInput } from '@beacon/shared';
import type { GlobalForwarder } from '@beacon/shared/contract';
import type { CreateGlobalForwarderBody } from './api.ts';

/** The device filter that matches every device. */
export const ALL_DEVICES = '*';

export interface ForwarderFormValues {
  namespace: string;
  device_filter: string;
  destination_network: string;
  internal_only: boolean;
}

/** Whether another forwarder of this account already uses the namespace (the server checks the platform). */
export function namespaceTaken(namespace: string, existing: readonly GlobalForwarder[]): boolean {
  const wanted = namespace.trim();
  return existing.some((forwarder) => forwarder.namespace === wanted);
}

/** A device filter as typed is valid: `*`, or one device id (no spaces, no other wildcard). */
export function validDeviceFilter(value: string): boolean {
  const text = value.trim();
  return text === ALL_DEVICES || (text !== '' && !/[\s*]/.test(text));
}

/** The create call's body: trimmed, the device id in its stored form (a MAC address as its MAC-style id). */
export function forwarderBody(values: ForwarderFormValues): CreateGlobalForwarderBody {
  const filter = values.device_filter.trim();
  return {
    namespace: values.namespace.trim(),
    device_filter: filter === ALL_DEVICES ? ALL_DEVICES : deviceIdFromInput(filter),
    destination_network: values.destination_network,
    internal_only: values.internal_only,
  };
}
