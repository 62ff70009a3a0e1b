import App from 'antd/es/app';
import type { ReactNode } from 'react';
import { DESTRUCTIVE_CONFIRM } from './destructiveConfirm.ts';
import { useErrorToast, type ErrorToastTitle } from './useErrorToast.ts';

/** A destructive action and its texts: the confirmation's, and the toasts of its outcome. */
export interface ConfirmedAction {
  title: string;
  content?: ReactNode;
  okText: string;
  cancelText: string;
  /** The change (e.g. a mutation's `unwrap()`), run on OK. */
  run: () => Promise<unknown>;
  /** The success toast's title. */
  success: string;
  /** The failure toast's title, from the failure's message (none for 401 and 429: `useErrorToast`). */
  failure: ErrorToastTitle;
}

/**
 * Answers a function that asks first (`DESTRUCTIVE_CONFIRM`: a red OK, Cancel focused) and on OK runs
 * the action: then the success toast, or the failure toast.
 */
export function useConfirmedAction(): (action: ConfirmedAction) => void {
  const { modal, notification } = App.useApp();
  const toastError = useErrorToast();
  return ({ run, success, failure, ...texts }) => {
    modal.confirm({
      ...DESTRUCTIVE_CONFIRM,
      ...texts,
      onOk: async () => {
        try {
          await run();
        } catch (cause) {
          toastError(cause, failure);
          return;
        }
        notification.success({ title: success });
      },
    });
  };
}
