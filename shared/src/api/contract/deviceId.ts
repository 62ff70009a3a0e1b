import { macFilterDigits } from './deviceIdFilter.ts';

/**
 * Display forms of device ids (customer-console.md §3, docs/decisions.md "Device id forms"):
 * - MAC style `00000000-0000-8000-8200-aabbccddeeff` is shown as the MAC address `aa:bb:cc:dd:ee:ff`;
 * - 96-bit `hhhhhhhh-hhhh-8000-8100-hhhhhhhhhhhh` carries the 24 hex digits of an EPC. When they
 *   decode as an SGTIN-96 (GS1 EPC Tag Data Standard) it is shown as the SGTIN pure-identity URI
 *   `urn:epc:id:sgtin:{company prefix}.{indicator and item reference}.{serial}`;
 * - anything else (and a 96-bit id that is not a valid SGTIN-96) is shown as it is.
 */

const MAC_ID = /^0{8}-0{4}-8000-8200-([0-9a-f]{12})$/i;
const EPC_96_ID = /^([0-9a-f]{8})-([0-9a-f]{4})-8000-8100-([0-9a-f]{12})$/i;
const MAC_ADDRESS = /^[0-9a-f]{2}([:-])[0-9a-f]{2}(?:\1[0-9a-f]{2}){4}$/i;
const URN_UUID_PREFIX = /^urn:uuid:/;

export type DeviceIdKind = 'mac' | 'sgtin' | 'other';

/** SGTIN-96 header byte. */
const SGTIN_96_HEADER = 0x30n;
const SERIAL_BITS = 38n;
/** Company prefix and item reference bits and digits by partition value (TDS table 14-2). */
const SGTIN_PARTITIONS: ReadonlyArray<{
  companyBits: bigint;
  companyDigits: number;
  itemBits: bigint;
  itemDigits: number;
}> = [
  { companyBits: 40n, companyDigits: 12, itemBits: 4n, itemDigits: 1 },
  { companyBits: 37n, companyDigits: 11, itemBits: 7n, itemDigits: 2 },
  { companyBits: 34n, companyDigits: 10, itemBits: 10n, itemDigits: 3 },
  { companyBits: 30n, companyDigits: 9, itemBits: 14n, itemDigits: 4 },
  { companyBits: 27n, companyDigits: 8, itemBits: 17n, itemDigits: 5 },
  { companyBits: 24n, companyDigits: 7, itemBits: 20n, itemDigits: 6 },
  { companyBits: 20n, companyDigits: 6, itemBits: 24n, itemDigits: 7 },
];

const mask = (bits: bigint) => (1n << bits) - 1n;

/** The MAC address of a MAC-style id (`aa:bb:cc:dd:ee:ff`, lowercase), else null. */
export function macAddressOf(deviceId: string): string | null {
  const hex = MAC_ID.exec(deviceId.trim())?.[1];
  if (!hex) return null;
  return hex.toLowerCase().match(/../g)!.join(':');
}

/** The 24 hex digits (96 bits) of a 96-bit id, else null. */
export function epc96Of(deviceId: string): string | null {
  const match = EPC_96_ID.exec(deviceId.trim());
  if (!match) return null;
  return `${match[1]}${match[2]}${match[3]}`.toLowerCase();
}

/**
 * Decodes 24 hex digits as an SGTIN-96 and returns its pure-identity URI, or null when they are
 * not one: another header, partition 7, or a company prefix or item reference too large for its
 * number of digits.
 */
export function sgtinUriOfEpc(epcHex: string): string | null {
  if (!/^[0-9a-f]{24}$/i.test(epcHex)) return null;
  const bits = BigInt(`0x${epcHex}`);
  if (bits >> 88n !== SGTIN_96_HEADER) return null;
  const partition = SGTIN_PARTITIONS[Number((bits >> 82n) & 7n)];
  if (!partition) return null;
  const company = (bits >> (SERIAL_BITS + partition.itemBits)) & mask(partition.companyBits);
  const item = (bits >> SERIAL_BITS) & mask(partition.itemBits);
  const serial = bits & mask(SERIAL_BITS);
  if (company >= 10n ** BigInt(partition.companyDigits) || item >= 10n ** BigInt(partition.itemDigits)) return null;
  const companyText = company.toString().padStart(partition.companyDigits, '0');
  const itemText = item.toString().padStart(partition.itemDigits, '0');
  return `urn:epc:id:sgtin:${companyText}.${itemText}.${serial.toString()}`;
}

/** The SGTIN URI of a 96-bit id that decodes as an SGTIN-96, else null. */
export function sgtinOf(deviceId: string): string | null {
  const epc = epc96Of(deviceId);
  return epc === null ? null : sgtinUriOfEpc(epc);
}

/** Which display form a device id has. */
export function deviceIdKind(deviceId: string): DeviceIdKind {
  if (macAddressOf(deviceId) !== null) return 'mac';
  if (sgtinOf(deviceId) !== null) return 'sgtin';
  return 'other';
}

/** How a device id is shown: a MAC address, an SGTIN, or the id itself. */
export function formatDeviceId(deviceId: string): string {
  return macAddressOf(deviceId) ?? sgtinOf(deviceId) ?? deviceId;
}

/**
 * A device id from what a person typed or a file holds: trimmed and lowercased (customer-console.md
 * §5), without a `urn:uuid:` prefix (as hotspot ids, issue 28), and a MAC address (`aa:bb:cc:dd:ee:ff`
 * or `aa-bb-cc-dd-ee-ff`) turned into its MAC-style id. The contract's `DeviceIdSchema` stores ids so.
 */
export function deviceIdFromInput(input: string): string {
  const value = input.trim().toLowerCase().replace(URN_UUID_PREFIX, '');
  if (MAC_ADDRESS.test(value)) return `00000000-0000-8000-8200-${value.replace(/[:-]/g, '')}`;
  return value;
}

/**
 * A device id filter from what a person typed (the devices tab's "Device ID or MAC address"): as
 * `deviceIdFromInput`, and a part of a MAC address (`2A:25:DF`, `2a-25-df`) becomes its hex digits,
 * which the MAC-style ids hold (`2a25df`).
 */
export function deviceIdFilterFromInput(input: string): string {
  const id = deviceIdFromInput(input);
  return macAddressOf(id) === null ? (macFilterDigits(id) ?? id) : id;
}
