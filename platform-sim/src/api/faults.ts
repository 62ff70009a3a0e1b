import { z } from 'zod';

export const FAULT_KINDS = ['401', '429', '500', 'hang'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const FaultSchema = z.object({
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
});
export type FaultInput = z.input<typeof FaultSchema>;
export type Fault = z.output<typeof FaultSchema> & { remaining: number };

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

  clear(): void {
    this.#faults.length = 0;
  }

  list(): readonly Fault[] {
    return this.#faults.map((f) => ({ ...f }));
  }

  /** The first matching fault, consumed once; undefined when none matches. */
  take(method: string, pathname: string): Fault | undefined {
    const index = this.#faults.findIndex((f) => matches(f, method, pathname));
    if (index < 0) return undefined;
    const fault = this.#faults[index] as Fault;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#faults.splice(index, 1);
    return fault;
  }
}

function matches(fault: Fault, method: string, pathname: string): boolean {
  if (fault.method !== undefined && fault.method !== method) return false;
  if (fault.path.endsWith('*')) return pathname.startsWith(fault.path.slice(0, -1));
  return pathname === fault.path;
}
