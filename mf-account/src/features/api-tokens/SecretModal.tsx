import { useDateFormat } from '@beacon/shared/ui';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

/** A secret the server has just answered (once): the only copy the console ever holds. */
export interface ShownSecret {
  tokenId: string;
  name: string;
  secret: string;
  /** After a rotation: until when the old secret keeps working (epoch seconds). */
  previousValidUntil?: number;
}

export interface SecretModalProps {
  shown: ShownSecret | null;
  /** Forgets the secret: it is not kept anywhere after this. */
  onClose: () => void;
}

const SECRET_STYLE = { wordBreak: 'break-all' } as const;

/**
 * The one showing of a token secret: copyable, with the header form that uses it, and a clear warning
 * that it cannot be shown again. Closing destroys it (the page keeps no copy; the server answers the
 * secret call once), so only "I have copied the secret" closes it at once: Escape and the close button
 * ask first, and a click on the mask does nothing.
 */
export function SecretModal({ shown, onClose }: SecretModalProps) {
  const { t } = useTranslation('account');
  const dates = useDateFormat();
  const { modal } = App.useApp();
  const header = shown ? `Authorization: Bearer ${shown.secret}` : '';
  const askToClose = () => {
    modal.confirm({
      focusable: { autoFocusButton: 'cancel' },
      title: t('api-tokens.secret.close-title', 'Close without copying the secret?'),
      content: t('api-tokens.secret.close-content', 'The secret cannot be shown again.'),
      okText: t('api-tokens.secret.close-ok', 'Close without copying'),
      okButtonProps: { danger: true },
      cancelText: t('api-tokens.secret.close-cancel', 'Keep it open'),
      onOk: onClose,
    });
  };
  return (
    <Modal
      open={shown !== null}
      title={t('api-tokens.secret.title', 'Secret of token {{name}}', { name: shown?.name ?? '' })}
      onCancel={askToClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('api-tokens.secret.done', 'I have copied the secret')}
        </Button>
      }
    >
      {shown && (
        <Flex vertical gap="middle">
          <Alert
            type="warning"
            showIcon
            title={t('api-tokens.secret.warning', 'Copy the secret now. It cannot be shown again.')}
            description={t(
              'api-tokens.secret.warning-detail',
              'Once you close this dialog the secret is gone: neither the console nor the server can show it again. If you lose it, rotate or delete the token.',
            )}
          />
          {shown.previousValidUntil !== undefined && (
            <Alert
              type="info"
              showIcon
              title={t(
                'api-tokens.secret.rotated',
                'The old secret keeps working until {{until}}; switch your clients to this one before then.',
                { until: dates.dateTime(shown.previousValidUntil) },
              )}
            />
          )}
          <Flex vertical gap={4}>
            <Typography.Text strong>{t('api-tokens.secret.label', 'Secret')}</Typography.Text>
            <Typography.Text
              code
              style={SECRET_STYLE}
              data-testid="token-secret"
              copyable={{ tooltips: [t('api-tokens.secret.copy', 'Copy'), t('api-tokens.secret.copied', 'Copied')] }}
            >
              {shown.secret}
            </Typography.Text>
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text strong>{t('api-tokens.secret.header', 'Use it as this request header')}</Typography.Text>
            <Typography.Text
              code
              style={SECRET_STYLE}
              copyable={{ tooltips: [t('api-tokens.secret.copy', 'Copy'), t('api-tokens.secret.copied', 'Copied')] }}
            >
              {header}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t(
                'api-tokens.secret.header-hint',
                'The token acts in this account only, at its own level: calls above that level are refused (403).',
              )}
            </Typography.Text>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
