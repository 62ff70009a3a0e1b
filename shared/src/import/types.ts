import type { BatchOutcome } from '@beacon/shared';
import type { TFunction } from 'i18next';

/** A column the import reads: the batch item's field, its label and the header names that name it. */
export interface ImportField {
  /** The batch item's field (`device_id`, `alias`…), also the column's header in the failures file. */
  key: string;
  label: (t: TFunction<'import'>) => string;
  required: boolean;
  /** Header names that name it, compared without case, spaces, `_` and `-` (`Device ID` = `device_id`). */
  headers: readonly string[];
}

/** A row's values by field key, as the file writes them (trimmed). */
export type FieldValues = Readonly<Record<string, string>>;

/** A data row of the file. */
export interface ImportRow {
  /** Stable for the life of the preview (edits and drops keep it). */
  key: number;
  /** Its line in the file, counting the header: what "row N" means to the person who wrote it. */
  line: number;
  values: FieldValues;
}

/** Why a row is not sent, or what the platform said of it; `problemText` words it. */
export type RowProblem =
  | { code: 'required'; field: string }
  | { code: 'device-id' }
  | { code: 'mac' }
  | { code: 'hotspot-id' }
  | { code: 'too-long'; field: string; max: number }
  | { code: 'duplicate'; line: number }
  | { code: 'limit'; max: number }
  | { code: 'server'; message: string };

/** A batch item (`{ device_id }`, `{ hotspot_id, alias?, site_id?, group? }`). */
export type BatchItem = Readonly<Record<string, string>>;

/** A row as the batch call takes it, or why it cannot be sent. */
export type ItemOrProblem = { item: BatchItem; id: string } | { problem: RowProblem };

/** What the platform says (or, in a dry run, would say) of one item. */
export interface ServerCheck {
  outcome: BatchOutcome;
  message?: string;
}

/** One batch call's answer, as the import uses it. */
export interface BatchAnswer {
  /** One per item sent, in body order. */
  results: readonly ServerCheck[];
  /** Devices only: the account's devices before the call, and its tier's limit (null: none). */
  limits?: DeviceLimits;
}

export interface DeviceLimits {
  existing: number;
  max: number | null;
}

/** Sends items through the batch call: a dry run (nothing written) or the import itself. */
export type SendBatch = (items: readonly BatchItem[], dryRun: boolean) => Promise<BatchAnswer>;

/** What is imported: its fields and how a row becomes a batch item. */
export interface ImportKind {
  name: 'devices' | 'hotspots';
  fields: readonly ImportField[];
  /** The field that identifies a row (duplicates, the editable cell). */
  idField: string;
  toItem: (values: FieldValues) => ItemOrProblem;
}
