import { useEffect, useState, type RefObject } from 'react';
import { embedApi, loadEmbedScript, type EmbedHandle } from './embedScript.ts';

export type EmbeddedFormStatus = 'loading' | 'ready' | 'failed';

export interface EmbeddedFormOptions {
  scriptUrl: string;
  portalId: string;
  formId: string;
  /** Stable (e.g. from useCallback): a new function renders the form again. */
  onSubmitted: () => void;
}

/**
 * Loads the marketing-forms embed script (one script element per URL for the page's lifetime) and
 * renders its form into `target`. `failed` when the script does not load, does not define
 * `window.BeaconForms` or cannot render. Mount again (e.g. with a new `key`) to retry.
 */
export function useEmbeddedForm(
  target: RefObject<HTMLElement | null>,
  { scriptUrl, portalId, formId, onSubmitted }: EmbeddedFormOptions,
): EmbeddedFormStatus {
  const [status, setStatus] = useState<EmbeddedFormStatus>('loading');
  useEffect(() => {
    let active = true;
    let handle: EmbedHandle | undefined;
    const element = target.current;
    loadEmbedScript(scriptUrl)
      .then(() => {
        const api = embedApi();
        if (!active) return;
        if (!api || !element) throw new Error('The embed script did not define window.BeaconForms');
        handle = api.create({ portalId, formId, target: element, onSubmitted: () => onSubmitted() });
        setStatus('ready');
      })
      .catch(() => active && setStatus('failed'));
    return () => {
      active = false;
      handle?.destroy();
      element?.replaceChildren();
    };
  }, [target, scriptUrl, portalId, formId, onSubmitted]);
  return status;
}
