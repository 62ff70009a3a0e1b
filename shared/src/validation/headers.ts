import { INTEGRATION_ROUTE_HEADER } from '../routing/constants.ts';

/*
 * The rules for the headers a route or a webhook sends with every delivery. No zod here: the
 * contract's schemas are built on these, and remotes import them (through `@beacon/shared`) to check
 * a form before sending.
 */

/** Custom headers per route or webhook (customer-console.md §9); a route's integration header does not count. */
export const MAX_HEADERS = 3;
export const HEADERS_MESSAGE = `At most ${MAX_HEADERS} headers`;
export const MAX_HEADER_NAME_LENGTH = 100;
export const MAX_HEADER_VALUE_LENGTH = 1000;

/** The characters besides letters and digits that a header name may contain (RFC 9110 `tchar`). */
export const HEADER_NAME_SYMBOLS = "!#$%&'*+-.^_`|~";
/** A header name is an RFC 9110 token: no spaces, colons, line breaks or other separators. */
export const HEADER_NAME_PATTERN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A header value holds anything but CR, LF and NUL (they would end the header or start another one). */
export const HEADER_VALUE_PATTERN = /^[^\r\n\0]*$/;
/** CR, LF or NUL: refused anywhere in a header name, even where trimming would remove them. */
export const HEADER_LINE_BREAK = /[\r\n\0]/;

export const HEADER_NAME_REQUIRED_MESSAGE = 'Header name is required';
export const HEADER_NAME_MESSAGE = `Valid header name required: letters, digits and ${HEADER_NAME_SYMBOLS} only`;
export const HEADER_NAME_TOO_LONG_MESSAGE = `Header name must be at most ${MAX_HEADER_NAME_LENGTH} characters`;
export const HEADER_VALUE_MESSAGE = 'Header values must not contain line breaks or NUL characters';
export const HEADER_VALUE_TOO_LONG_MESSAGE = `Header value must be at most ${MAX_HEADER_VALUE_LENGTH} characters`;
/** Two names that differ only in case are the same header. */
export const DUPLICATE_HEADER_MESSAGE = 'Header names must differ';

export type HeaderNameProblem = 'required' | 'invalid' | 'too-long';
export type HeaderValueProblem = 'invalid' | 'too-long';

/**
 * Why the platform refuses a header name, in the order it checks: CR, LF or NUL anywhere (invalid),
 * then, trimmed, empty (required), longer than 100 characters, not an HTTP token (invalid).
 */
export function headerNameProblem(name: string): HeaderNameProblem | undefined {
  if (HEADER_LINE_BREAK.test(name)) return 'invalid';
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > MAX_HEADER_NAME_LENGTH) return 'too-long';
  return HEADER_NAME_PATTERN.test(trimmed) ? undefined : 'invalid';
}

/** Why the platform refuses a header value: longer than 1000 characters, or a CR, LF or NUL in it. */
export function headerValueProblem(value: string): HeaderValueProblem | undefined {
  if (value.length > MAX_HEADER_VALUE_LENGTH) return 'too-long';
  return HEADER_VALUE_PATTERN.test(value) ? undefined : 'invalid';
}

/** Header names compare ignoring case (RFC 9110 §5.1) and surrounding spaces. */
export function headerNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The header naming the integration that created a route, whatever its case. */
export function isIntegrationHeader(name: string): boolean {
  return headerNameKey(name) === INTEGRATION_ROUTE_HEADER;
}

/** Whether two of the names are the same header (ignoring case), e.g. `X-Key` and `x-key`. */
export function hasDuplicateHeaderNames(names: readonly string[]): boolean {
  return new Set(names.map(headerNameKey)).size !== names.length;
}

/** The custom headers among the names: all but the integration header, whatever its case. */
export function customHeaderCount(names: readonly string[]): number {
  return names.filter((name) => !isIntegrationHeader(name)).length;
}
