import { useSession } from '@beacon/shared';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import { AccountTabPage } from '../../components/AccountTabs.tsx';

/**
 * `/account/settings` (route account_settings, the account menu's "Account Settings"): the account's
 * name, id and the user's role with the edit modal (the frame's summary), and the features the
 * account has. No tab of the bar is active here.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { modelsEnabled, globalForwardersEnabled, gwEnabled } = useSession();
  const yesNo = (on: boolean) =>
    on ? t('account-page.features.on', 'Enabled') : t('account-page.features.off', 'Not enabled');
  return (
    <AccountTabPage tab="settings">
      <Card size="small" title={t('account-page.features.title', 'Features')}>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'models',
              label: t('account-page.features.models', 'Device models'),
              children: yesNo(modelsEnabled),
            },
            {
              key: 'forwarders',
              label: t('account-page.features.global-forwarders', 'Global forwarders'),
              children: yesNo(globalForwardersEnabled),
            },
            { key: 'gateways', label: t('account-page.features.gateways', 'Gateways'), children: yesNo(gwEnabled) },
          ]}
        />
      </Card>
    </AccountTabPage>
  );
}
