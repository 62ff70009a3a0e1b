import {
  headerNameKey,
  headerNameProblem,
  headerValueProblem,
  isIntegrationHeader,
  MAX_HEADERS,
  type HeaderValueProblem,
} from '@beacon/shared';

/** One header row of a form (name and value); a row is used only when its name is filled. */
export interface HeaderPair {
  key: string;
  value: string;
}

/** A form always shows 3 rows: the platform's cap on custom headers (customer-console.md §3, §9). */
export const HEADER_ROW_COUNT = MAX_HEADERS;

/** Stored headers as a form's rows: the custom ones (never the integration header), padded to 3 rows. */
export function headerRowsOf(headers: Readonly<Record<string, string>> = {}): HeaderPair[] {
  const rows = Object.entries(headers)
    .filter(([name]) => !isIntegrationHeader(name))
    .slice(0, HEADER_ROW_COUNT)
    .map(([key, value]) => ({ key, value }));
  while (rows.length < HEADER_ROW_COUNT) rows.push({ key: '', value: '' });
  return rows;
}

/** The rows whose name is filled, names trimmed; undefined when there are none. */
export function headersOfRows(rows: readonly HeaderPair[]): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  for (const { key, value } of rows.slice(0, HEADER_ROW_COUNT)) {
    const name = (key ?? '').trim();
    if (name !== '') headers[name] = value ?? '';
  }
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/**
 * Why a row's header name is refused, with the platform's rules (an empty row is unused): not an HTTP
 * token, e.g. with a colon or a space (`invalid`), over 100 characters (`too-long`), the integration
 * header in any case (`reserved`), or a name given twice, ignoring case (`duplicate`).
 */
export function headerKeyProblem(
  key: string,
  keys: readonly string[],
): 'invalid' | 'too-long' | 'reserved' | 'duplicate' | undefined {
  if (key.trim() === '') return undefined;
  const problem = headerNameProblem(key);
  if (problem === 'invalid' || problem === 'too-long') return problem;
  if (isIntegrationHeader(key)) return 'reserved';
  const name = headerNameKey(key);
  return keys.filter((k) => headerNameKey(k) === name).length > 1 ? 'duplicate' : undefined;
}

/** Why a row's header value is refused: a CR, LF or NUL in it (`invalid`), or over 1000 characters (`too-long`). */
export function headerRowValueProblem(value: unknown): HeaderValueProblem | undefined {
  return headerValueProblem(typeof value === 'string' ? value : '');
}
