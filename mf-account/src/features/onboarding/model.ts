import { isHttpUrl, type ApiError } from '@beacon/shared';
import type { CreateAccountBody } from './api.ts';

/** Account names are 3 to 100 characters after trimming (customer-console.md §5, §9). */
export const ACCOUNT_NAME_MIN_LENGTH = 3;
export const ACCOUNT_NAME_MAX_LENGTH = 100;

/** What the create-account form holds. */
export interface CreateAccountValues {
  name?: string;
  website?: string;
  terms?: boolean;
}

/** Whether `name` is a valid account name once trimmed. */
export function isValidAccountName(name: unknown): boolean {
  if (typeof name !== 'string') return false;
  const length = name.trim().length;
  return length >= ACCOUNT_NAME_MIN_LENGTH && length <= ACCOUNT_NAME_MAX_LENGTH;
}

/** The website is optional: empty (or blank) is fine, anything else must be an http(s) URL. */
export function isValidWebsite(website: unknown): boolean {
  if (website === undefined || website === null) return true;
  if (typeof website !== 'string') return false;
  const trimmed = website.trim();
  return trimmed === '' || isHttpUrl(trimmed);
}

/** The request body: trimmed values, no website when it is empty (the base query drops undefined). */
export function toCreateAccountBody(values: CreateAccountValues): CreateAccountBody {
  const website = values.website?.trim();
  return { name: (values.name ?? '').trim(), website: website ? website : undefined, checked: true };
}

/**
 * Whether a failed call gets the spec's own error toast: 401 signs the user out and 429 has its
 * rate-limit toast already (both shown by the base query).
 */
export function needsErrorToast(error: ApiError): boolean {
  return error.status !== 401 && error.status !== 429;
}
