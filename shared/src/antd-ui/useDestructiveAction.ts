import App from 'antd/es/app';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { DESTRUCTIVE_CONFIRM } from './destructiveConfirm.ts';
import type { ErrorToastTitle } from './useErrorToast.ts';
import { useToastedCall } from './useToastedCall.ts';

/** A destructive call behind a confirmation (delete, remove), with the spec's texts. */
export interface DestructiveAction {
  /** The confirmation: what is about to happen, what it means, and its two buttons. */
  title: string;
  content?: ReactNode;
  okText: string;
  cancelText: string;
  /** The call, e.g. `() => deleteInvite(args).unwrap()` (its endpoint is `silent`). */
  run: () => Promise<unknown>;
  /** The failure toast's title (`useErrorToast`). */
  error: ErrorToastTitle;
  /** The success toast's title. */
  success: string;
  /** After a success, e.g. reload a list that no tag refreshes. */
  onDone?: () => void;
}

/**
 * Answers a function that asks for confirmation (`DESTRUCTIVE_CONFIRM`: a red OK, the focus on Cancel)
 * and on OK runs the call, the OK button spinning meanwhile; then it toasts the failure or the success
 * (`useToastedCall`).
 */
export function useDestructiveAction(): (action: DestructiveAction) => void {
  const { modal } = App.useApp();
  const toasted = useToastedCall();
  return useCallback(
    ({ title, content, okText, cancelText, run, error, success, onDone }: DestructiveAction) => {
      modal.confirm({
        ...DESTRUCTIVE_CONFIRM,
        title,
        content,
        okText,
        cancelText,
        onOk: async () => {
          const outcome = await toasted(run, { error, success });
          if (outcome.ok) onDone?.();
        },
      });
    },
    [modal, toasted],
  );
}
