import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ConfigErrorScreenProps {
  error: unknown;
}

/** Shown when the runtime config cannot be loaded: nothing else can start without it. */
export function ConfigErrorScreen({ error }: ConfigErrorScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('config-error.title', 'The console could not load its configuration')}
      subTitle={error instanceof Error ? error.message : String(error)}
    />
  );
}
