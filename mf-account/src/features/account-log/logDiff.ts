import type { LogRecord } from '@beacon/shared/contract';

/** One field of a logged change: its value before and after ('' when absent on that side). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** A field's value as text: strings as they are, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields of a record's before and after values, each once, in the order they first appear. */
export function fieldChanges(record: Pick<LogRecord, 'before' | 'after'>): FieldChange[] {
  const before = record.before ?? {};
  const after = record.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    const was = valueText(before[field]);
    const is = valueText(after[field]);
    return { field, before: was, after: is, changed: was !== is };
  });
}
