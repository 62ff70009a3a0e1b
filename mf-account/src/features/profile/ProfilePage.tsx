import { PASSWORD_DATABASE_PREFIX, useConsoleConfig, useSession, useShellActions } from '@beacon/shared';
import { PageFrame } from '@beacon/shared/ui';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordChange } from './changePassword.ts';

/**
 * `/profile` (admin-and-hotspots.md §2): the user's email, Logout, and Change Password only for users
 * of the password database (ids starting `auth0|`), which sends a password-change e-mail.
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const { auth0 } = useConsoleConfig();
  const { signOut } = useShellActions();
  const { notification } = App.useApp();
  const [sending, setSending] = useState(false);
  const email = user?.email ?? '';
  const canChangePassword = user?.id.startsWith(PASSWORD_DATABASE_PREFIX) ?? false;

  const changePassword = async () => {
    setSending(true);
    try {
      await requestPasswordChange(auth0, email);
      notification.success({
        message: t('profile.password-sent', "We've sent you an email to change your password."),
        description: email,
      });
    } catch (error) {
      notification.error({
        message: t('profile.password-error', 'Error sending the password-change email: {{message}}', {
          message: (error as Error).message,
        }),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <PageFrame title={t('profile.title', 'Profile')}>
      <Card>
        <Descriptions column={1} items={[{ key: 'email', label: t('profile.email', 'Email'), children: email }]} />
        <Space style={{ marginTop: 16 }}>
          <Button onClick={signOut}>{t('profile.logout', 'Logout')}</Button>
          {canChangePassword && (
            <Button type="primary" loading={sending} onClick={() => void changePassword()}>
              {t('profile.change-password', 'Change Password')}
            </Button>
          )}
        </Space>
      </Card>
    </PageFrame>
  );
}
