import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '@beacon/shared/contract';

/**
 * An error answer: the status and the contract's error body `{message, detail?, field?}`. `detail`
 * is human-readable (the console shows it in preference to `message`, ARCHITECTURE.md §5);
 * `field` names the input that failed validation.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly detail: string | undefined;
  readonly headers: Readonly<Record<string, string>>;
  field: string | undefined;

  /** A 400 for invalid input: the spec's message, and which field failed. */
  static invalid(message: string, field: string | undefined): HttpError {
    const error = new HttpError(400, message);
    error.field = field;
    return error;
  }

  constructor(status: ContentfulStatusCode, message: string, detail?: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }

  get body(): ErrorBody {
    return {
      message: this.message,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      ...(this.field === undefined ? {} : { field: this.field }),
    };
  }
}

export const MESSAGES = {
  unauthorized: 'Unauthorized',
  notMember: 'Not a member of this account',
  insufficient: 'Insufficent permissions',
  notAdmin: 'Platform admin only',
  /** A suspended account's users may read but not change anything (not shown in the spec: decided). */
  accountSuspended: 'This account is suspended: changes are not allowed',
  tokenOtherAccount: 'This API token only works in its own account',
  tokenCreatorRemoved: 'The person who created this API token is no longer a member of its account',
  tokenCannotManageTokens: 'API tokens cannot manage API tokens: sign in as a person',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  notImplemented: 'Not implemented yet',
  tooManyRequests: 'Too many requests',
  internal: 'Internal server error',
} as const;
