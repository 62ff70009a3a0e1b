import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** Route `/`: the networks of the selected account. */
export default function NetworkListPage() {
  const { t } = useTranslation('networks');
  return (
    <PlannedScreen
      title={t('network-list.title', 'Networks')}
      what={t(
        'network-list.planned',
        'a card per network (name, last updated, network ID, device count), the Create Network modal and the developer resources',
      )}
    />
  );
}
