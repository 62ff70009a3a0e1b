import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** `/global_forwarders`. */
export default function GlobalForwardersPage() {
  const { t } = useTranslation('account');
  return (
    <PlannedScreen
      title={t('global-forwarders.title', 'Global Forwarders')}
      what={t('global-forwarders.planned', 'the global forwarders with create and delete dialogs')}
    />
  );
}
