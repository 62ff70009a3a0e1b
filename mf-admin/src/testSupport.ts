import type { AdminDevice } from '@beacon/shared/contract';

/** An admin device for component tests: a Warehouse device with nothing set but what `fields` says. */
export function adminDevice(fields: Partial<AdminDevice> & Pick<AdminDevice, 'id'>): AdminDevice {
  return {
    description: null,
    suspended: false,
    session: null,
    last_seen: null,
    created: 1_760_000_000,
    app: 'n-1',
    app_name: 'Warehouse',
    account: 'acme',
    device_model: null,
    internal: false,
    public_key: null,
    ap_lock: '',
    request_connection: false,
    last_updated: null,
    last_connected: null,
    first_connected: null,
    location: null,
    ...fields,
  };
}
