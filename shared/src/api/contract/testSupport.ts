/** Helpers for the contract's tests. */

/** The first validation message of a `safeParse` result; undefined when it succeeded. */
export const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;
