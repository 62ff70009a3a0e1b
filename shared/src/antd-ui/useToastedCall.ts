import type { ApiError } from '@beacon/shared';
import App from 'antd/es/app';
import type { FormInstance } from 'antd/es/form';
import { useCallback } from 'react';
import type { FieldName } from './focusFieldOnOpen.ts';
import { useErrorToast, type ErrorToastTitle } from './useErrorToast.ts';

/** What a call (a save, a delete) tells the user: the spec's failure toast and, where it has one, its success toast. */
export interface CallFeedback {
  /** The failure toast's title, e.g. `(message) => t('…error', 'Error creating …: {{message}}', { message })`. */
  error: ErrorToastTitle;
  /** The success toast's title; none: the call shows no toast. */
  success?: string;
  /** The field that shows a 400's message as well (the server's validation message beside what was typed). */
  refusedField?: { form: Pick<FormInstance, 'setFields'>; name: FieldName };
}

/** A call's outcome: its result, or the failure (already toasted). */
export type CallOutcome<Result> = { ok: true; result: Result } | { ok: false; error: ApiError };

/**
 * For a call the page answers with the spec's toasts (its endpoint is `silent`): answers a function
 * that runs `call` (e.g. `() => mutation(args).unwrap()`) and toasts the failure (`useErrorToast`),
 * putting a 400's message on `refusedField` too, or toasts the success. A form is left as typed either
 * way: what happens next (close, go on) is the caller's.
 */
export function useToastedCall(): <Result>(
  call: () => Promise<Result>,
  feedback: CallFeedback,
) => Promise<CallOutcome<Result>> {
  const { notification } = App.useApp();
  const toastError = useErrorToast();
  return useCallback(
    async <Result>(call: () => Promise<Result>, { error: title, success, refusedField }: CallFeedback) => {
      let result: Result;
      try {
        result = await call();
      } catch (cause) {
        const error = toastError(cause, title);
        if (error.status === 400 && refusedField) {
          refusedField.form.setFields([{ name: refusedField.name, errors: [error.message] }]);
        }
        return { ok: false, error } as const;
      }
      if (success !== undefined) notification.success({ title: success });
      return { ok: true, result } as const;
    },
    [notification, toastError],
  );
}
