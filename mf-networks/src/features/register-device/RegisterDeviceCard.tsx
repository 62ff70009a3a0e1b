import type { Network } from '@beacon/shared/contract';
import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { ManualEntryForm } from './ManualEntryForm.tsx';
import { ScannerLaunch } from './ScannerLaunch.tsx';

export interface RegisterDeviceCardProps {
  accountId: string;
  network: Network;
}

/** The Register Device card (customer-console.md §2): tabs Scanner and Manual Entry. */
export function RegisterDeviceCard({ accountId, network }: RegisterDeviceCardProps) {
  const { t } = useTranslation('networks');
  return (
    <Card size="small" title={t('register-device.title', 'Register Device')} style={{ height: '100%' }}>
      <Tabs
        size="small"
        items={[
          {
            key: 'scanner',
            label: t('register-device.tabs.scanner', 'Scanner'),
            children: <ScannerLaunch accountId={accountId} network={network} />,
          },
          {
            key: 'manual',
            label: t('register-device.tabs.manual', 'Manual Entry'),
            children: <ManualEntryForm accountId={accountId} network={network} />,
          },
        ]}
      />
    </Card>
  );
}
