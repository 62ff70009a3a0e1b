import { ADMIN_INVITE_EMAIL_RULE } from '@beacon/shared';
import { contractRules } from '@beacon/shared/ui';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendAdminInviteMutation } from './api.ts';
import { useFailureNotice } from './useFailureNotice.ts';

export interface InviteFormProps {
  accountId: string;
}

interface InviteValues {
  email: string;
}

/**
 * Invite sending (admin-and-hotspots.md §5, §8.3): "Please enter an email address" when empty, "Invalid
 * email address" when it is not one; on success a toast naming the address, the field cleared and the
 * invite code kept on the card; on failure "Failed to send invite" and the address stays.
 */
export function InviteForm({ accountId }: InviteFormProps) {
  const { t } = useTranslation('admin');
  const { notification } = App.useApp();
  const failureNotice = useFailureNotice();
  const [form] = Form.useForm<InviteValues>();
  const [sendInvite, { isLoading: sending }] = useSendAdminInviteMutation();
  const [sent, setSent] = useState<{ email: string; code: string } | null>(null);

  const send = async ({ email }: InviteValues) => {
    const address = email.trim();
    try {
      const { code } = await sendInvite({ accountId, email: address }).unwrap();
      setSent({ email: address, code });
    } catch (cause) {
      failureNotice(cause, t('account.invite.error', 'Failed to send invite'));
      return;
    }
    form.resetFields();
    notification.success({ title: t('account.invite.success', 'Invite sent to {{email}}', { email: address }) });
  };

  return (
    <Card size="small" title={t('account.invite.title', 'Send an invite')}>
      <Form<InviteValues> form={form} layout="vertical" onFinish={(values) => void send(values)} requiredMark={false}>
        <Form.Item
          name="email"
          label={t('account.invite.email', 'Email address')}
          rules={contractRules(ADMIN_INVITE_EMAIL_RULE, {
            required: t('account.invite.email-required', 'Please enter an email address'),
            pattern: t('account.invite.email-invalid', 'Invalid email address'),
          })}
        >
          <Input inputMode="email" autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending}>
          {t('account.invite.send', 'Send invite')}
        </Button>
      </Form>
      {sent && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, overflowWrap: 'anywhere' }}>
          {t('account.invite.sent', 'Invite sent to {{email}}. Invite code:', { email: sent.email })}{' '}
          <Typography.Text code copyable>
            {sent.code}
          </Typography.Text>
        </Typography.Paragraph>
      )}
    </Card>
  );
}
