import { toApiError } from '@beacon/shared';
import type { TFunction } from 'i18next';
import { ImportInputError, MAX_FILE_BYTES, MAX_ROWS } from './parse/readTable.ts';

const MEGABYTE = 1024 * 1024;

/** Why a file (or the pasted text) gave no rows, in the reader's words. */
export function inputErrorText(t: TFunction<'import'>, cause: unknown): string {
  if (!(cause instanceof ImportInputError)) {
    return t('input.failed', 'The rows could not be read: {{message}}', { message: toApiError(cause).message });
  }
  switch (cause.code) {
    case 'format':
      return t('input.format', 'This file cannot be read: choose a .csv or .xlsx file.');
    case 'too-large':
      return t(
        'input.too-large',
        'The file is too large: at most {{megabytes, number}} MB and {{rows, number}} rows.',
        {
          megabytes: MAX_FILE_BYTES / MEGABYTE,
          rows: MAX_ROWS,
        },
      );
    case 'unreadable':
      return t('input.unreadable', 'The file could not be read: is it a CSV or XLSX file?');
  }
}
