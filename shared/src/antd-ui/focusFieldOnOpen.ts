import type { FormInstance } from 'antd/es/form';

/** A form field's name: a name, or the path to a nested one. */
export type FieldName = string | number | (string | number)[];

/**
 * A form dialog's `afterOpenChange`: once the dialog has opened, focus goes to `field` (its first
 * one), so typing starts at once, whether the dialog was opened by its button or by its URL
 * (`?create=1`). Without it rc-dialog focuses its own frame.
 */
export function focusFieldOnOpen(form: Pick<FormInstance, 'focusField'>, field: FieldName): (open: boolean) => void {
  return (open) => {
    if (open) form.focusField(field);
  };
}
