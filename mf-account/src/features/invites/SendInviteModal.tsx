import { contractRules, FormModal } from '@beacon/shared/ui';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { INVITE_EMAIL_RULE } from '@beacon/shared';

export interface SendInviteModalProps {
  open: boolean;
  sending: boolean;
  /** Answers whether the invite was sent (the dialog then closes); on failure what was typed stays. */
  onSend: (email: string) => Promise<boolean>;
  onClose: () => void;
}

interface SendInviteValues {
  email?: string;
}

/** The send-invite dialog (admin-and-hotspots.md §2.2): one email field, "Invalid email address". */
export function SendInviteModal({ open, sending, onSend, onClose }: SendInviteModalProps) {
  const { t } = useTranslation('account');
  const invalid = t('invites.send.email-invalid', 'Invalid email address');

  return (
    <FormModal<SendInviteValues>
      open={open}
      title={t('invites.send.title', 'Send invite')}
      okText={t('invites.send.submit', 'Send invite')}
      busy={sending}
      onSubmit={({ email = '' }) => onSend(email.trim())}
      onClose={onClose}
    >
      <Form.Item
        name="email"
        label={t('invites.send.email', 'Email')}
        extra={t('invites.send.email-hint', 'They join as a Member once they accept.')}
        required
        rules={contractRules(INVITE_EMAIL_RULE, invalid)}
      >
        <Input type="email" inputMode="email" autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
