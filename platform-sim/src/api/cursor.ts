import { HttpError } from './errors.ts';

/** An opaque page cursor: the sort key of the last item answered (strings), base64url JSON. */
export const encodeCursor = (keys: readonly string[]) => Buffer.from(JSON.stringify(keys)).toString('base64url');

/**
 * The sort key a cursor holds: `arity` strings; undefined without a cursor; 400 `message` (field
 * `query.cursor`) for anything else.
 */
export function decodeCursor(cursor: string | undefined, arity: number, message: string): string[] | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === arity && value.every((v) => typeof v === 'string')) {
      return value;
    }
  } catch {
    // answered below
  }
  throw HttpError.invalid(message, 'query.cursor');
}
