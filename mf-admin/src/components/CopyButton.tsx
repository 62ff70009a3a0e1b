import { COPY_TOAST_MS } from '@beacon/shared';
import App from 'antd/es/app';
import Button, { type ButtonProps } from 'antd/es/button';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** antd's message takes seconds. */
const COPY_TOAST_SECONDS = COPY_TOAST_MS / 1000;

/**
 * Copies text to the clipboard and says so for 2 s (§8.3, §9): "Copied to clipboard" or "Failed to
 * copy to clipboard" (no clipboard, or the browser refused).
 */
export function useCopyToClipboard(): (text: string) => Promise<boolean> {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        void message.success(t('hotspot.copy.done', 'Copied to clipboard'), COPY_TOAST_SECONDS);
        return true;
      } catch {
        void message.error(t('hotspot.copy.failed', 'Failed to copy to clipboard'), COPY_TOAST_SECONDS);
        return false;
      }
    },
    [message, t],
  );
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What is copied. */
  text: string;
}

/** A button that copies `text`, with the 2 s toasts. */
export function CopyButton({ text, children, ...props }: CopyButtonProps) {
  const copy = useCopyToClipboard();
  return (
    <Button {...props} onClick={() => void copy(text)}>
      {children}
    </Button>
  );
}
