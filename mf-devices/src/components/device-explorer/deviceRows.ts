import { deviceIdKind, devicePath, formatDeviceId, networkPath } from '@beacon/shared';
import type { Device } from '@beacon/shared/contract';
import type { DateFormat, EpochSeconds } from '@beacon/shared/ui';

/** A date cell as shown: its text, and the full date and time for its title. */
export interface DateCell {
  text: string;
  title: string;
}

/** The device's network as the account's list shows it: its name (or its id when unknown) linking to its page. */
export interface NetworkCell {
  id: string;
  name: string;
  href: string;
}

/**
 * One row of the devices table with everything its cells show, computed once per answer so that a
 * cell only reads strings (no i18next, date formatting, id decoding or router work while scrolling).
 */
export interface DeviceRow {
  /** The device id: the row key and the link's title. */
  id: string;
  /** How the id reads: a MAC address, an SGTIN URI or the id itself. */
  label: string;
  /** The tag after the id ('MAC', 'SGTIN', translated), or null for any other id. */
  kind: string | null;
  /** The device page (route viewdevice), with the account. */
  href: string;
  /** The device's network (the account's list shows it). */
  network: NetworkCell;
  created: DateCell;
  last_seen: DateCell;
  last_request: DateCell;
}

export interface DeviceRowsOptions {
  /** The formatters of the active language (`useDateFormat`, `createDateFormat`). */
  dates: Pick<DateFormat, 'dateTime' | 'relative'>;
  /** The signed-in account, so that a device link opens in it. */
  accountId: string | null;
  /** The translated tags of the id kinds. */
  kinds: { mac: string; sgtin: string };
  /** The names of the account's networks by id, for the Network column; an unknown network shows its id. */
  networkNames?: ReadonlyMap<string, string>;
  /** "Now" for the relative times (ms), one instant for the whole answer; the time of the call by default. */
  nowMs?: number;
}

/** Memoises a string function of a time: equal times (and every "never") are formatted once. */
function memo(format: (at: EpochSeconds) => string): (at: EpochSeconds) => string {
  const seen = new Map<EpochSeconds, string>();
  return (at) => {
    const key = at || null; // missing and zero are both "never"
    let text = seen.get(key);
    if (text === undefined) {
      text = format(key);
      seen.set(key, text);
    }
    return text;
  };
}

/**
 * The display rows of a device-explorer answer: the id's reading form and tag, the link target, the
 * network's name and page, and Created as date and time, Last Spotted and Last Request as relative
 * times, each titled with the date and time.
 */
export function toDeviceRows(
  devices: readonly Device[],
  { dates, accountId, kinds, networkNames, nowMs = Date.now() }: DeviceRowsOptions,
): DeviceRow[] {
  const networks = new Map<string, NetworkCell>();
  const networkCell = (id: string): NetworkCell => {
    let cell = networks.get(id);
    if (!cell) {
      cell = { id, name: networkNames?.get(id) ?? id, href: networkPath(id) };
      networks.set(id, cell);
    }
    return cell;
  };
  const dateTime = memo(dates.dateTime);
  const relative = memo((at) => dates.relative(at, nowMs));
  const relativeCell = (at: EpochSeconds): DateCell => ({ text: relative(at), title: dateTime(at) });
  return devices.map((device): DeviceRow => {
    const id = device.device_id;
    const kind = deviceIdKind(id);
    const created = dateTime(device.created);
    return {
      id,
      label: formatDeviceId(id),
      kind: kind === 'other' ? null : kinds[kind],
      href: devicePath(id, accountId),
      network: networkCell(device.network_id),
      created: { text: created, title: created },
      last_seen: relativeCell(device.last_seen),
      last_request: relativeCell(device.last_request),
    };
  });
}
