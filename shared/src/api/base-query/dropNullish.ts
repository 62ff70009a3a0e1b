type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Drops object fields whose value is null or undefined, recursively through plain objects and
 * through the objects inside arrays (customer-console.md §5: "Requests drop body fields that are
 * null or undefined").
 *
 * Array elements themselves are kept, even null ones: an element is not a field, and removing it
 * would shift positions (ordered route lists, coordinate pairs). Anything that is not a plain
 * object or an array (Date, FormData, Blob, class instances) is returned unchanged.
 */
export function dropNullish<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => dropNullish(item)) as T;
  if (!isPlainObject(value)) return value;
  const result: Plain = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== null && field !== undefined) result[key] = dropNullish(field);
  }
  return result as T;
}

/** True for bodies the base query sends as JSON (plain objects and arrays). */
export function isJsonBody(value: unknown): value is Plain | unknown[] {
  return Array.isArray(value) || isPlainObject(value);
}
