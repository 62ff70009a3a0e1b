/** The opaque keyset cursor of the admin lists: the (created, id) sort key of the last row answered. */
import type { Row } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';

export const INVALID_ADMIN_CURSOR = 'Invalid cursor';

export const encodeKeysetCursor = (created: number, id: string): string =>
  Buffer.from(JSON.stringify([created, id])).toString('base64url');

/** The sort key in a cursor; undefined for none; 400 "Invalid cursor" for one this server did not make. */
export function decodeKeysetCursor(cursor: string | undefined): [number, string] | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && Number.isInteger(value[0]) && typeof value[1] === 'string') {
      return value as [number, string];
    }
  } catch {
    // answered below
  }
  throw HttpError.invalid(INVALID_ADMIN_CURSOR, 'query.cursor');
}

/** A page of `pageSize` from `pageSize + 1` rows read, with the cursor of the next page when there is one. */
export function keysetPage(rows: readonly Row[], pageSize: number): { shown: Row[]; cursor: string | null } {
  const shown = rows.slice(0, pageSize);
  const last = shown[shown.length - 1];
  return {
    shown,
    cursor:
      rows.length > pageSize && last !== undefined ? encodeKeysetCursor(Number(last.created), String(last.id)) : null,
  };
}
