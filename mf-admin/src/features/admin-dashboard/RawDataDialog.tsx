import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { AdminAccount } from '@beacon/shared/contract';

export interface RawDataDialogProps {
  /** The account shown; undefined: closed. */
  account: AdminAccount | undefined;
  onClose: () => void;
}

/** The account's record as the API answered it, as JSON text (copyable). */
export function RawDataDialog({ account, onClose }: RawDataDialogProps) {
  const { t } = useTranslation('admin-dashboard');
  const json = account ? JSON.stringify(account, null, 2) : '';
  return (
    <Modal
      open={account !== undefined}
      title={t('dashboard.raw.title', 'Raw data: {{name}}', { name: account?.name ?? '' })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('dashboard.raw.close', 'Close')}</Button>}
      width={640}
    >
      <Typography.Paragraph
        copyable={{
          text: json,
          tooltips: [t('dashboard.raw.copy', 'Copy JSON'), t('dashboard.raw.copied', 'Copied')],
        }}
      >
        {t('dashboard.raw.hint', 'The account record as the platform answered it:')}
      </Typography.Paragraph>
      {/* Focusable, so a keyboard can scroll a long record. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre tabIndex={0} role="region" aria-label={t('dashboard.raw.json', 'Account JSON')} style={RAW_STYLE}>
        {json}
      </pre>
    </Modal>
  );
}

const RAW_STYLE = {
  maxHeight: '60vh',
  overflow: 'auto',
  margin: 0,
  padding: 12,
  borderRadius: 6,
  background: 'rgba(127, 127, 127, 0.12)',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;
