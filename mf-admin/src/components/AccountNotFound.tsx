import { ADMIN_PATH, toApiError } from '@beacon/shared';
import { Link } from '@beacon/shared/router';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';

export interface AccountNotFoundProps {
  /** The id that the platform answered 404 for. */
  accountId: string;
}

/**
 * "Account Not Found" (admin-and-hotspots.md §8.3) for an id the platform does not know, as the account
 * page and the monitored hotspots page show it, with the way back to the admin dashboard, where the
 * accounts are listed and searched.
 */
export function AccountNotFound({ accountId }: AccountNotFoundProps) {
  const { t } = useTranslation('admin');
  return (
    <Result
      status="warning"
      title={t('account.not-found', 'Account Not Found')}
      subTitle={t('account.not-found-text', 'There is no account with the ID {{id}}.', { id: accountId })}
      extra={<Link to={ADMIN_PATH}>{t('account.back-to-admin', 'Back to the admin dashboard')}</Link>}
    />
  );
}

/** Whether the admin account query has answered that the platform does not know the account (404). */
export function isUnknownAccount({ data, error }: { data?: unknown; error?: unknown }): boolean {
  return data === undefined && error !== undefined && toApiError(error).status === 404;
}
