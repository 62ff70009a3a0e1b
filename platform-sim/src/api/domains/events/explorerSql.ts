/** SQL pieces shared by the explorers: text filters, date ranges, sort and paging. */
import type { SqlValue } from '../../db/database.ts';

/** Collects `AND`-joined conditions with their parameters. */
export class Where {
  readonly #parts: string[] = [];
  readonly #params: SqlValue[] = [];

  add(sql: string, ...params: SqlValue[]): this {
    this.#parts.push(sql);
    this.#params.push(...params);
    return this;
  }

  get sql(): string {
    return this.#parts.length === 0 ? '' : `WHERE ${this.#parts.join(' AND ')}`;
  }

  get params(): SqlValue[] {
    return [...this.#params];
  }
}

/**
 * A text filter as a LIKE pattern (used with `ESCAPE '\'`): without `*` the value matches anywhere
 * (substring); with `*` the value is a whole-value pattern and `*` matches any run of characters
 * (`device.message.*`, `*` for everything). SQLite's LIKE ignores ASCII case.
 */
export function likePattern(value: string): string {
  const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
  return value.includes('*') ? escaped.replaceAll('*', '%') : `%${escaped}%`;
}

const MAC_ADDRESS = /^[0-9a-f]{2}([:-][0-9a-f]{2}){5}$/;

/**
 * A device id filter value: trimmed and lowercased; a MAC address as the console shows it
 * (`a4:c1:38:f0:6e:21`) becomes the 12 hex digits that end a MAC-style device id.
 */
export function deviceIdFilterValue(value: string): string {
  const normalised = value.trim().toLowerCase();
  return MAC_ADDRESS.test(normalised) ? normalised.replace(/[:-]/g, '') : normalised;
}

/** Adds `column LIKE pattern` for a non-empty filter value. */
export function addTextFilter(where: Where, column: string, value: string): void {
  if (value === '') return;
  where.add(`${column} LIKE ? ESCAPE '\\'`, likePattern(value));
}

/**
 * The conditions of an explorer call in one account: a field with an empty value is ignored, network_id
 * matches exactly, and the other fields are text filters on their column in `textColumns` (a device id
 * also in its MAC form).
 */
export function explorerWhere<F extends string>(
  accountId: string,
  fields: ReadonlyArray<{ readonly field: 'network_id' | NoInfer<F>; readonly value: string }>,
  textColumns: Readonly<Record<F, string>>,
): Where {
  const where = new Where().add('account_id = ?', accountId);
  for (const { field, value } of fields) {
    const trimmed = value.trim();
    if (trimmed === '') continue;
    if (field === 'network_id') where.add('network_id = ?', trimmed);
    else addTextFilter(where, textColumns[field as F], field === 'device_id' ? deviceIdFilterValue(trimmed) : trimmed);
  }
  return where;
}

export interface Paging {
  page_size: number;
  page: number;
}

/** `LIMIT ? OFFSET ?` parameters for a 1-based page. */
export function limitOffset(paging: Paging): [number, number] {
  return [paging.page_size, (paging.page - 1) * paging.page_size];
}

export function direction(order: 'asc' | 'desc'): 'ASC' | 'DESC' {
  return order === 'asc' ? 'ASC' : 'DESC';
}
