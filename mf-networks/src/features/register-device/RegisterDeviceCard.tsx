import type { Network } from '@beacon/shared/contract';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ManualEntryForm } from './ManualEntryForm.tsx';
import { ScannerLaunch } from './ScannerLaunch.tsx';

export interface RegisterDeviceCardProps {
  accountId: string;
  network: Network;
  /** Switches to Manual Entry with its field focused (the page's `?register=1`). */
  manualEntry?: boolean;
  /** The user chose a tab (the page drops `?register=1` then). */
  onTabChange?: (key: RegisterDeviceTab) => void;
}

export type RegisterDeviceTab = 'scanner' | 'manual';

/** The Register Device card (customer-console.md §2): tabs Scanner and Manual Entry. */
export function RegisterDeviceCard({ accountId, network, manualEntry = false, onTabChange }: RegisterDeviceCardProps) {
  const { t } = useTranslation('networks');
  const [chosen, setChosen] = useState<RegisterDeviceTab>(manualEntry ? 'manual' : 'scanner');
  // Each new request for Manual Entry shows it; the tab stays when the request goes from the URL.
  const [requested, setRequested] = useState(manualEntry);
  if (requested !== manualEntry) {
    setRequested(manualEntry);
    if (manualEntry) setChosen('manual');
  }
  return (
    <Card size="small" title={t('register-device.title', 'Register Device')} style={{ height: '100%' }}>
      <Tabs
        size="small"
        activeKey={chosen}
        onChange={(key) => {
          const tab = key === 'manual' ? 'manual' : 'scanner';
          setChosen(tab);
          onTabChange?.(tab);
        }}
        items={[
          {
            key: 'scanner',
            label: t('register-device.tabs.scanner', 'Scanner'),
            children: <ScannerLaunch accountId={accountId} network={network} />,
          },
          {
            key: 'manual',
            label: t('register-device.tabs.manual', 'Manual Entry'),
            children: <ManualEntryForm accountId={accountId} network={network} focused={manualEntry} />,
          },
        ]}
      />
    </Card>
  );
}

/** Its tab bar's height (small Tabs: a 22 px line and 8 px above and below). */
const TAB_BAR_HEIGHT = 38;

/**
 * The card while the network loads: the same card with bars in place of its tab bar, the Scanner
 * tab's intro (two lines) and its button, so it is about as tall as the card that replaces it.
 */
export function RegisterDeviceCardSkeleton() {
  const { t } = useTranslation('networks');
  return (
    <Card size="small" title={t('register-device.title', 'Register Device')} style={{ height: '100%' }}>
      <Flex vertical gap="middle" align="start">
        <Flex gap="large" align="center" style={{ height: TAB_BAR_HEIGHT }}>
          <Skeleton.Input active size="small" style={{ width: 64, minWidth: 64 }} />
          <Skeleton.Input active size="small" style={{ width: 96, minWidth: 96 }} />
        </Flex>
        <Skeleton active title={false} paragraph={{ rows: 2 }} styles={{ paragraph: { margin: 0 } }} />
        <Skeleton.Button active style={{ width: 180 }} />
      </Flex>
    </Card>
  );
}
