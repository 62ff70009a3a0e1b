import { useCallback, useState } from 'react';
import { useSearchParams } from '@beacon/shared/router';
import { OPEN_DIALOG_PARAM } from './dialogSwitch.ts';

export interface DialogSwitch {
  open: boolean;
  show: () => void;
  /** Closes the dialog and removes `?create=1` from the URL (replacing the entry: Back does not reopen it). */
  close: () => void;
}

/**
 * A tab's main dialog, opened by its button or by `?create=1` in the URL (src/components/dialogSwitch.ts).
 * The URL opens it only when `allowed` (the button's permission), so a link never shows a member a
 * dialog whose button is disabled for them.
 */
export function useDialogSwitch(allowed: boolean): DialogSwitch {
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(false);
  const fromUrl = params.get(OPEN_DIALOG_PARAM) === '1';
  const show = useCallback(() => setShown(true), []);
  const close = useCallback(() => {
    setShown(false);
    if (!fromUrl) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_DIALOG_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [fromUrl, setParams]);
  return { open: shown || (allowed && fromUrl), show, close };
}
