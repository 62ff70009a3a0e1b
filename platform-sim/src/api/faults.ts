import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import { HttpError, MESSAGES } from './errors.ts';

export const FAULT_KINDS = ['401', '429', '500', 'hang', 'body'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

const FaultFields = z.object({
  path: z.string().trim().min(1, 'path is required').startsWith('/', 'path must start with /'),
  method: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['GET', 'POST', 'DELETE']))
    .optional(),
  count: z.number().int().positive().max(10_000).default(1),
  kind: z.enum(FAULT_KINDS),
  retryAfter: z.number().int().nonnegative().max(3600).optional(),
  /**
   * Only requests carrying this value in the `x-beacon-fault-scope` header match (one browser page
   * or test client), so tests running in parallel do not consume each other's faults.
   */
  scope: z.string().trim().min(1).max(100).optional(),
  /**
   * For `kind: 'body'`: the JSON the call answers with 200 instead of the real answer (a malformed
   * answer, `{"networks": {}}` say, to test how the console copes with one).
   */
  body: z.json().optional(),
});
export const FaultSchema = FaultFields.refine((fault) => fault.kind !== 'body' || fault.body !== undefined, {
  message: "body is required for kind 'body'",
  path: ['body'],
});
export type FaultInput = z.input<typeof FaultSchema>;
export type Fault = z.output<typeof FaultSchema> & { remaining: number };

/** The request header a scoped fault is matched against. */
export const FAULT_SCOPE_HEADER = 'x-beacon-fault-scope';

/** "Next N calls to a path answer this": exact paths, or prefixes written with a trailing `*`. */
export class Faults {
  readonly #faults: Fault[] = [];

  /** Adds a fault; throws a ZodError when the input is invalid. */
  add(input: FaultInput): Fault {
    const parsed = FaultSchema.parse(input);
    const fault: Fault = { ...parsed, remaining: parsed.count };
    this.#faults.push(fault);
    return fault;
  }

  /** Removes every fault, or only those of one scope. */
  clear(scope?: string): void {
    for (let i = this.#faults.length - 1; i >= 0; i -= 1) {
      if (scope === undefined || this.#faults[i]?.scope === scope) this.#faults.splice(i, 1);
    }
  }

  list(): readonly Fault[] {
    return this.#faults.map((f) => ({ ...f }));
  }

  /** The first matching fault, consumed once; undefined when none matches. */
  take(method: string, pathname: string, scope?: string): Fault | undefined {
    const index = this.#faults.findIndex((f) => matches(f, method, pathname, scope));
    if (index < 0) return undefined;
    const fault = this.#faults[index] as Fault;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#faults.splice(index, 1);
    return fault;
  }
}

function matches(fault: Fault, method: string, pathname: string, scope: string | undefined): boolean {
  if (fault.scope !== undefined && fault.scope !== scope) return false;
  if (fault.method !== undefined && fault.method !== method) return false;
  if (fault.path.endsWith('*')) return pathname.startsWith(fault.path.slice(0, -1));
  return pathname === fault.path;
}

/** The header that carries the fault secret (tests that are not a console page). */
export const FAULT_SECRET_HEADER = 'x-beacon-fault-secret';

/** Who may use `/__faults`: a page on a console origin, or a client that knows the secret. */
export interface FaultAccess {
  readonly origins: ReadonlySet<string>;
  readonly secret?: string;
}

/** Constant-time comparison of a given secret with the run's; never equal when the run has none. */
export function sameSecret(given: string | undefined, secret: string | undefined): boolean {
  if (given === undefined || secret === undefined || secret === '') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request carries the run's test secret in `x-beacon-fault-secret`. */
export function hasTestSecret(c: Context, secret: string | undefined): boolean {
  return sameSecret(c.req.header(FAULT_SECRET_HEADER), secret);
}

/** 403 unless the caller may inject faults; 415 for a body that is not JSON (no simple cross-site POST). */
export function checkAccess(c: Context, access: FaultAccess, withBody: boolean): void {
  const origin = c.req.header('origin');
  const fromConsole = origin !== undefined && access.origins.has(origin);
  if (!fromConsole && !hasTestSecret(c, access.secret)) {
    throw new HttpError(403, 'Fault injection needs a console origin or the test secret');
  }
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (withBody && mediaType !== 'application/json') {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
}

/**
 * A test route's JSON body, after the access check: not JSON → 400 'Invalid JSON body'; not what
 * `schema` takes → the HttpError `invalid` makes of the schema's error.
 */
export async function readTestBody<T>(
  c: Context,
  access: FaultAccess,
  schema: z.ZodType<T>,
  invalid: (error: z.ZodError) => HttpError,
): Promise<T> {
  checkAccess(c, access, true);
  let input: unknown;
  try {
    input = await c.req.json();
  } catch {
    throw new HttpError(400, 'Invalid JSON body');
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

/**
 * `/__faults` for tests: `POST` adds a fault (JSON), `GET` lists, `DELETE [?scope=]` clears. Only mounted
 * when platform-sim runs for tests (see createPlatformApi's `faults`).
 */
export function faultRoutes(faults: Faults, access: FaultAccess): Hono {
  const app = new Hono();
  app.get('/__faults', (c) => {
    checkAccess(c, access, false);
    return c.json({ faults: faults.list() });
  });
  app.delete('/__faults', (c) => {
    checkAccess(c, access, false);
    faults.clear(c.req.query('scope'));
    return c.body(null, 204);
  });
  app.post('/__faults', async (c) => {
    const fault = await readTestBody(c, access, FaultSchema, (error) => {
      const issue = error.issues[0];
      return HttpError.invalid(issue?.message ?? 'Invalid fault', issue?.path.join('.'));
    });
    return c.json(faults.add(fault), 201);
  });
  app.all('/__faults', () => {
    throw new HttpError(405, MESSAGES.methodNotAllowed);
  });
  return app;
}
