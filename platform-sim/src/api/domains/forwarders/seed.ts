/** Seeded global forwarders of Owner Labs (the account with global forwarders enabled). */
import type { SeedContext } from '../../seed/context.ts';

const OWNER_LABS = 'owner-labs';

/** The device the cold-chain forwarder is limited to. */
export const COLD_CHAIN_DEVICE_FILTER = '00000000-0000-8000-8200-a4c138f06e21';

function forwarder(namespace: string, deviceFilter: string, destination: string, internal: boolean): string {
  return JSON.stringify({
    namespace,
    domain: OWNER_LABS,
    device_filter: deviceFilter,
    destination_network: destination,
    internal_only: internal,
  });
}

/** Inserts a forwarder of every device to the Lab network and one of a single device to Field Trial. */
export function seedGlobalForwarders(ctx: SeedContext): void {
  const networkId = (name: string) =>
    String(
      ctx.db.get("SELECT id FROM networks WHERE account_id = ? AND json_extract(data, '$.name') = ?", [
        OWNER_LABS,
        name,
      ])?.id ?? name,
    );
  ctx.db.runMany('INSERT INTO global_forwarders (account_id, namespace, device_filter, data) VALUES (?, ?, ?, ?)', [
    [OWNER_LABS, 'global:fleet-tracker', '*', forwarder('global:fleet-tracker', '*', networkId('Lab'), false)],
    [
      OWNER_LABS,
      'global:cold-chain',
      COLD_CHAIN_DEVICE_FILTER,
      forwarder('global:cold-chain', COLD_CHAIN_DEVICE_FILTER, networkId('Field Trial'), true),
    ],
  ]);
}
