import ScanOutlined from '@ant-design/icons/es/icons/ScanOutlined';
import { useConsoleConfig } from '@beacon/shared';
import type { Network, ScannerSession } from '@beacon/shared/contract';
import { useErrorToast } from '@beacon/shared/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import QRCode from 'antd/es/qr-code';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartScannerSessionMutation } from './api.ts';
import { scannerCallbackLink } from './model.ts';

export interface ScannerLaunchProps {
  accountId: string;
  network: Network;
}

/**
 * The Scanner tab: starts a scanner session (`POST …/dscb`) and shows its callback link for the
 * provider's scanner app as a link and a QR code. A failure toasts "Error starting scanner session: …"
 * and keeps the previous session's link.
 */
export function ScannerLaunch({ accountId, network }: ScannerLaunchProps) {
  const { t } = useTranslation('networks');
  const toastError = useErrorToast();
  const { apiBaseUrl } = useConsoleConfig();
  const [startSession, { isLoading }] = useStartScannerSessionMutation();
  const [session, setSession] = useState<ScannerSession>();
  const link = session
    ? scannerCallbackLink(apiBaseUrl, {
        scanId: session.scan_id,
        networkId: network.network_id,
        networkName: network.name,
      })
    : undefined;

  const start = async () => {
    try {
      setSession(await startSession({ accountId, networkId: network.network_id }).unwrap());
    } catch (cause) {
      toastError(cause, (message) =>
        t('register-device.scanner.error', 'Error starting scanner session: {{message}}', { message }),
      );
    }
  };

  return (
    <Flex vertical gap="middle" align="start">
      <Typography.Text type="secondary">
        {t(
          'register-device.scanner.intro',
          'Start a scanner session, then open its link or scan its QR code with the scanner app to register the devices it scans to this network.',
        )}
      </Typography.Text>
      <Button type="primary" icon={<ScanOutlined aria-hidden />} loading={isLoading} onClick={() => void start()}>
        {session
          ? t('register-device.scanner.restart', 'Start a new scanner session')
          : t('register-device.scanner.start', 'Start scanner session')}
      </Button>
      {session && !link && (
        <Alert
          type="error"
          showIcon
          title={t(
            'register-device.scanner.no-link',
            'The scanner link cannot be built: the API address is not http(s)',
          )}
        />
      )}
      {link && (
        <Flex gap="middle" wrap align="start">
          <div role="img" aria-label={t('register-device.scanner.qr', 'QR code of the scanner link')}>
            <QRCode value={link} type="svg" size={160} />
          </div>
          <Flex vertical gap="small" style={{ minWidth: 0, flex: 1 }}>
            <Typography.Link href={link} target="_blank" rel="noopener noreferrer">
              {t('register-device.scanner.open', 'Open in the scanner app')}
            </Typography.Link>
            <Typography.Text code copyable={{ text: link }} style={{ wordBreak: 'break-all' }}>
              {link}
            </Typography.Text>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
