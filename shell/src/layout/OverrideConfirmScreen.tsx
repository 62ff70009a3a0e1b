import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingOverride, RejectedOverride } from '../registry/registry.ts';
import { RejectedOverrideList } from './RejectedOverrideList.tsx';
import './overrides.css';
import './shell.css';

export interface OverrideConfirmScreenProps {
  consoleName: string;
  pending: readonly PendingOverride[];
  /** Overrides of the same link that were refused: shown so the person sees the whole request. */
  rejected: readonly RejectedOverride[];
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a link's `?remote.<name>=` override is used for the first time. Shown before the
 * router, the sign-in SDK or any remote exists: nothing is fetched from the URL until Confirm.
 * Plain markup, like the rest of the shell frame (antd has not loaded).
 */
export function OverrideConfirmScreen({
  consoleName,
  pending,
  rejected,
  onConfirm,
  onCancel,
}: OverrideConfirmScreenProps) {
  const { t } = useTranslation('shell');
  const cancel = useRef<HTMLButtonElement>(null);
  const title = t('override-confirm.title', 'Load part of the console from another address?');
  useEffect(() => {
    document.title = `${consoleName} | ${title}`;
    cancel.current?.focus();
  }, [consoleName, title]);
  return (
    <main className="shell-content">
      <section className="shell-confirm" aria-labelledby="override-confirm-title">
        <h1 id="override-confirm-title">{title}</h1>
        <p>
          {t(
            'override-confirm.intro',
            'This link asks the console to replace a remote with code from the address below. That code would run inside the console with your signed-in session. Continue only if you set this up yourself, for example to try a remote you are developing.',
          )}
        </p>
        <ul className="shell-confirm-list">
          {pending.map((p) => (
            <li key={p.remote}>
              <dl>
                <dt>{t('override-confirm.remote', 'Remote')}</dt>
                <dd>{p.remote}</dd>
                <dt>{t('override-confirm.url', 'Manifest URL')}</dt>
                <dd>
                  <code>{p.url}</code>
                </dd>
                <dt>{t('override-confirm.instead-of', 'Instead of')}</dt>
                <dd>
                  <code>{p.registryEntry}</code>
                </dd>
              </dl>
            </li>
          ))}
        </ul>
        <RejectedOverrideList rejected={rejected} />
        <p>
          {t(
            'override-confirm.remembered',
            'Once confirmed, the override is remembered in this browser and shown in a banner until you choose Clear overrides.',
          )}
        </p>
        <div className="shell-confirm-actions">
          <button ref={cancel} type="button" className="beacon-button beacon-button-secondary" onClick={onCancel}>
            {t('override-confirm.cancel', 'Cancel')}
          </button>
          <button type="button" className="beacon-button" onClick={onConfirm}>
            {t('override-confirm.confirm', 'Load from this address')}
          </button>
        </div>
      </section>
    </main>
  );
}
