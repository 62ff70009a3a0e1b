import { useTranslation } from 'react-i18next';
import './shell.css';

export interface ConfigErrorScreenProps {
  error: unknown;
}

/** Shown when the runtime config cannot be loaded: nothing else can start without it. */
export function ConfigErrorScreen({ error }: ConfigErrorScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-content" role="alert">
      <h1>{t('config-error.title', 'The console could not load its configuration')}</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </div>
  );
}
