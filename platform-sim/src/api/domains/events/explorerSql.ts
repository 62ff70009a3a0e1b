/** SQL pieces shared by the explorers: text filters, date ranges, sort and paging. */
import { macFilterDigits } from '@beacon/shared/contract';
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

/** Adds `column LIKE pattern` for a non-empty filter value. */
export function addTextFilter(where: Where, column: string, value: string): void {
  if (value === '') return;
  where.add(`${column} LIKE ? ESCAPE '\\'`, likePattern(value));
}

/**
 * A device id filter: the value as a text filter; a MAC address or part of one as the console shows
 * it, in any case and with `:` or `-` (`2A:25:DF`, `a4-c1-38-f0-6e-21`), also matches its hex digits,
 * which end a MAC-style device id.
 */
export function addDeviceIdFilter(where: Where, column: string, value: string): void {
  const digits = macFilterDigits(value);
  if (digits === null) {
    addTextFilter(where, column, value);
    return;
  }
  where.add(`(${column} LIKE ? ESCAPE '\\' OR ${column} LIKE ? ESCAPE '\\')`, likePattern(value), likePattern(digits));
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
    else if (field === 'device_id') addDeviceIdFilter(where, textColumns[field as F], trimmed);
    else addTextFilter(where, textColumns[field as F], trimmed);
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
