import type { ModalFuncProps } from 'antd';

/**
 * What every confirmation of a destructive action has (`modal.confirm({ ...DESTRUCTIVE_CONFIRM, … })`):
 * a red OK button, and the focus on Cancel, so Enter or a double click keeps things as they are.
 */
export const DESTRUCTIVE_CONFIRM = {
  okButtonProps: { danger: true },
  focusable: { autoFocusButton: 'cancel' },
} as const satisfies ModalFuncProps;
