import type { CreateAccountBody } from './api.ts';

/** What the create-account form holds. */
export interface CreateAccountValues {
  name?: string;
  website?: string;
  terms?: boolean;
}

/** The request body: trimmed values, no website when it is empty (the base query drops undefined). */
export function toCreateAccountBody(values: CreateAccountValues): CreateAccountBody {
  const website = values.website?.trim();
  return { name: (values.name ?? '').trim(), website: website ? website : undefined, checked: true };
}
