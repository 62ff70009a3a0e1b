import { useTranslation } from 'react-i18next';
import '../styles/console.css';

export interface LoadingPlaceholderProps {
  /** The remote whose code is loading, when known. */
  remote?: string;
}

/** Shown while a remote's code (or a shared library) loads. Plain markup, no antd needed. */
export function LoadingPlaceholder({ remote }: LoadingPlaceholderProps) {
  const { t } = useTranslation('common');
  return (
    <div className="beacon-loading" aria-busy="true" data-remote-loading={remote ?? ''}>
      {t('loading', 'Loading…')}
    </div>
  );
}
