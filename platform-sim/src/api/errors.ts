import type { ErrorBody } from '@beacon/shared/contract';

/** An error answer: the status and the contract's error body `{message, detail?}`. */
export class HttpError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, message: string, detail?: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }

  get body(): ErrorBody {
    return this.detail === undefined ? { message: this.message } : { message: this.message, detail: this.detail };
  }
}

export const MESSAGES = {
  unauthorized: 'Unauthorized',
  notMember: 'Not a member of this account',
  insufficient: 'Insufficent permissions',
  notAdmin: 'Platform admin only',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  notImplemented: 'Not implemented yet',
  tooManyRequests: 'Too many requests',
  internal: 'Internal server error',
} as const;
