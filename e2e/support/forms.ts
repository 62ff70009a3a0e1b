import type { Locator } from '@playwright/test';

/** Fills the fields of `scope` by their labels, in the order given; `true` checks a checkbox. */
export async function fillByLabel(scope: Locator, values: Readonly<Record<string, string | true>>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabel(label);
    if (value === true) await field.check();
    else await field.fill(value);
  }
}
