import type { ImportField, ImportKind, ImportRow } from './types.ts';

/** A parsed file: its rows of cells, as text. */
export type Table = readonly (readonly string[])[];

/** Which column (0-based) holds each field, and whether the first row names the columns. */
export interface ColumnMapping {
  hasHeader: boolean;
  columns: Readonly<Record<string, number | undefined>>;
}

/** A header as compared: without case, spaces, `_` and `-` (`Device ID`, `device_id`, `DEVICE-ID`). */
export function normalizeHeader(header: string): string {
  return header.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * The column of each field whose header names it: a field's header names in their order (`device id`
 * before `id`), each column taken once.
 */
export function matchColumns(
  header: readonly string[],
  fields: readonly ImportField[],
): Record<string, number | undefined> {
  const names = header.map(normalizeHeader);
  const taken = new Set<number>();
  const columns: Record<string, number | undefined> = {};
  for (const field of fields) {
    for (const name of field.headers.map(normalizeHeader)) {
      const index = names.findIndex((candidate, i) => candidate === name && !taken.has(i));
      if (index >= 0) {
        columns[field.key] = index;
        taken.add(index);
        break;
      }
    }
  }
  return columns;
}

/** Whether every required field has a column. */
export function isComplete(mapping: ColumnMapping, fields: readonly ImportField[]): boolean {
  return fields.every((field) => !field.required || mapping.columns[field.key] !== undefined);
}

/**
 * The mapping the file suggests. A first row with a known header name is the header. Without one,
 * a first cell that is an id makes a file without header (a pasted list of ids): its first column is
 * the id. Otherwise the columns have names the import does not know, and the person maps them.
 */
export function guessMapping(table: Table, kind: ImportKind): ColumnMapping {
  const first = table[0] ?? [];
  const columns = matchColumns(first, kind.fields);
  if (Object.keys(columns).length > 0) return { hasHeader: true, columns };
  const firstCell = first[0] ?? '';
  if (firstCell !== '' && 'item' in kind.toItem({ [kind.idField]: firstCell })) {
    return { hasHeader: false, columns: { [kind.idField]: 0 } };
  }
  return { hasHeader: true, columns: {} };
}

/** How many columns the widest row has. */
export function columnCount(table: Table): number {
  return table.reduce((widest, row) => Math.max(widest, row.length), 0);
}

/** The data rows: each field's cell (trimmed), rows whose mapped cells are all empty left out. */
export function rowsFromTable(table: Table, mapping: ColumnMapping, fields: readonly ImportField[]): ImportRow[] {
  const rows: ImportRow[] = [];
  for (let index = mapping.hasHeader ? 1 : 0; index < table.length; index += 1) {
    const cells = table[index] ?? [];
    const values: Record<string, string> = {};
    for (const field of fields) {
      const column = mapping.columns[field.key];
      values[field.key] = column === undefined ? '' : (cells[column] ?? '').trim();
    }
    if (Object.values(values).some((value) => value !== '')) {
      rows.push({ key: rows.length, line: index + 1, values });
    }
  }
  return rows;
}
