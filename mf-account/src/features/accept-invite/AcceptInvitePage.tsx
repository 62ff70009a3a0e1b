import { INVITE_VALID_DAYS, toApiError, usePageTitle } from '@beacon/shared';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@beacon/shared/router';
import { useAcceptInviteMutation } from './api.ts';
import { useOpenNewAccount } from '../../components/useOpenNewAccount.ts';

type Outcome =
  | { kind: 'accepting' }
  | { kind: 'joined'; accountId: string }
  | { kind: 'failed'; message: string }
  | { kind: 'expired'; message: string };

/**
 * `/accept_invite?account=…&code=…` (admin-and-hotspots.md §2.2): accepts on load. Success: "You
 * now have access to account {id}", then the reloaded account list holds it and the home page opens
 * in that account. Failure: "Error accepting invite: {message}". A user with no account stays here
 * (the shell's zero-account redirect exempts this path). An expired invite (410) says so, and how to get
 * it renewed: a resend by the inviter makes the same link work again for INVITE_VALID_DAYS days.
 */
export function AcceptInvitePage() {
  const { t } = useTranslation('account');
  const title = t('accept-invite.title', 'Accept Invite');
  usePageTitle(title);
  const [params] = useSearchParams();
  const accountId = params.get('account')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const { notification } = App.useApp();
  const [acceptInvite] = useAcceptInviteMutation();
  const { open: openJoined } = useOpenNewAccount({ replace: true });
  const [result, setResult] = useState<Outcome | null>(null);
  const started = useRef('');
  const complete = accountId !== '' && code !== '';

  useEffect(() => {
    const key = `${accountId}\n${code}`;
    if (!complete || started.current === key) return;
    started.current = key;
    acceptInvite({ accountId, code })
      .unwrap()
      .then((account) => {
        notification.success({
          title: t('accept-invite.success', 'You now have access to account {{id}}', { id: account.account_id }),
        });
        setResult({ kind: 'joined', accountId: account.account_id });
        openJoined(account);
      })
      .catch((cause: unknown) => {
        const { message, status } = toApiError(cause);
        setResult({ kind: status === 410 ? 'expired' : 'failed', message });
        notification.error({ title: t('accept-invite.error', 'Error accepting invite: {{message}}', { message }) });
      });
  }, [accountId, code, complete, acceptInvite, notification, openJoined, t]);

  const missing = t('accept-invite.missing', 'The invite link is incomplete: it needs an account and a code.');
  const outcome: Outcome = complete ? (result ?? { kind: 'accepting' }) : { kind: 'failed', message: missing };

  return (
    <Flex vertical gap="middle" component="section" aria-label={title} style={{ maxWidth: 640 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {outcome.kind === 'accepting' && (
        <Flex gap="small" align="center" role="status">
          <Spin size="small" />
          <Typography.Text>{t('accept-invite.accepting', 'Accepting the invite…')}</Typography.Text>
        </Flex>
      )}
      {outcome.kind === 'joined' && (
        <Flex gap="small" align="center" role="status">
          <Spin size="small" />
          <Typography.Text>
            {t('accept-invite.opening', 'Opening account {{id}}…', { id: outcome.accountId })}
          </Typography.Text>
        </Flex>
      )}
      {(outcome.kind === 'expired' || outcome.kind === 'failed') && (
        <Alert
          type={outcome.kind === 'expired' ? 'warning' : 'error'}
          showIcon
          title={
            outcome.kind === 'expired'
              ? t('accept-invite.expired', 'This invite has expired')
              : t('accept-invite.failed', 'The invite could not be accepted')
          }
          description={
            <Flex vertical gap={4}>
              <Typography.Text>{outcome.message}</Typography.Text>
              <Typography.Text type="secondary">
                {outcome.kind === 'expired'
                  ? t(
                      'accept-invite.expired-hint',
                      'Invites are valid for {{days, number}} days. Ask the person who invited you, or an administrator of account {{account}}, to resend it; then open this link again.',
                      { days: INVITE_VALID_DAYS, account: accountId },
                    )
                  : t(
                      'accept-invite.error-hint',
                      'The invite may have been used, deleted or sent to another email address. Ask for a new invite.',
                    )}
              </Typography.Text>
              <Link to="/">{t('accept-invite.home', 'Go to the console')}</Link>
            </Flex>
          }
        />
      )}
    </Flex>
  );
}
