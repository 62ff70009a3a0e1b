import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';

export interface NotBuiltYetProps {
  /** What this screen will show, in the user's words. */
  what: string;
}

/** Says on screen that a screen is not built yet, so nobody mistakes a frame for a feature. */
export function NotBuiltYet({ what }: NotBuiltYetProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="info"
      showIcon
      title={t('not-built.title', 'This screen is not built yet')}
      description={t('not-built.description', 'It will show: {{what}}', { what })}
    />
  );
}
