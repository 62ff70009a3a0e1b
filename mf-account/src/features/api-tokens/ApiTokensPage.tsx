import { API_TOKEN_ROTATION_GRACE_SECONDS, useCan, useSession } from '@beacon/shared';
import {
  actionsColumn,
  AddButton,
  LoadedResult,
  useDateFormat,
  useDestructiveAction,
  useErrorToast,
  useLoadErrorToast,
} from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import App from 'antd/es/app';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ApiToken } from '@beacon/shared/contract';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountTabPage } from '../../components/AccountTabs.tsx';
import { useDialogSwitch } from '../../components/useDialogSwitch.ts';
import {
  useDeleteApiTokenMutation,
  useListApiTokensQuery,
  useRevealApiTokenSecretMutation,
  useRotateApiTokenMutation,
  type ApiTokenRow,
} from './api.ts';
import { CreateTokenModal } from './CreateTokenModal.tsx';
import { tokenLevelLabel } from './levels.ts';
import { SecretModal, type ShownSecret } from './SecretModal.tsx';

const TABLE_SCROLL = { x: 820 };
const GRACE_HOURS = API_TOKEN_ROTATION_GRACE_SECONDS / 3600;

/**
 * `/account/apitokens` (customer-console.md §2, §7): the tokens with created, expiration and last use;
 * create (then the secret, shown once), rotate (a new secret shown once; the old one keeps working for
 * the grace period) and delete after a confirmation. Managing needs level 20 or lower. `?create=1` opens
 * the create dialog (the palette's Create API token), for those its button is enabled for.
 */
export function ApiTokensPage() {
  const { t } = useTranslation('account');
  const { modal } = App.useApp();
  const toastError = useErrorToast();
  const confirmDestructive = useDestructiveAction();
  const dates = useDateFormat();
  const { accountId } = useSession();
  const { data, error, isFetching, refetch } = useListApiTokensQuery(accountId ?? skipToken);
  const loadError = useLoadErrorToast(error, 'account:api-tokens.load.error', 'Error loading API tokens: {{message}}');
  const [revealSecret] = useRevealApiTokenSecretMutation();
  const [rotateToken] = useRotateApiTokenMutation();
  const [deleteToken] = useDeleteApiTokenMutation();
  const createDialog = useDialogSwitch(useCan('token:manage'));
  const [shown, setShown] = useState<ShownSecret | null>(null);

  /** The one secret call of a new token; its answer lives only in `shown` until the dialog closes. */
  const reveal = async (tokenId: string, name: string) => {
    if (!accountId) return;
    const request = revealSecret({ accountId, tokenId });
    try {
      const { secret_key } = await request.unwrap();
      setShown({ tokenId, name, secret: secret_key });
    } catch (cause) {
      toastError(cause, (message) =>
        t('api-tokens.secret.error', 'Error fetching the secret of token {{id}}: {{message}}', {
          id: tokenId,
          message,
        }),
      );
    } finally {
      request.reset(); // the answer leaves the store at once
    }
  };

  const rotate = async (token: ApiTokenRow) => {
    if (!accountId) return;
    const request = rotateToken({ accountId, tokenId: token.token_id });
    try {
      const answer = await request.unwrap();
      setShown({
        tokenId: token.token_id,
        name: token.name,
        secret: answer.secret_key,
        previousValidUntil: answer.previous_valid_until,
      });
    } catch (cause) {
      toastError(cause, (message) =>
        t('api-tokens.rotate.error', 'Error rotating token {{id}}: {{message}}', { id: token.token_id, message }),
      );
    } finally {
      request.reset();
    }
  };

  const confirmRotate = (token: ApiTokenRow) => {
    modal.confirm({
      focusable: { autoFocusButton: 'cancel' },
      title: t('api-tokens.rotate.title', 'Rotate the secret of {{name}}?', { name: token.name }),
      content: t(
        'api-tokens.rotate.content',
        'A new secret is issued and shown once. The old secret keeps working for {{hours, number}} hours, then it stops.',
        { hours: GRACE_HOURS },
      ),
      okText: t('api-tokens.rotate.ok', 'Rotate'),
      cancelText: t('api-tokens.rotate.cancel', 'Cancel'),
      onOk: () => rotate(token),
    });
  };

  const confirmDelete = (token: ApiTokenRow) => {
    if (!accountId) return;
    confirmDestructive({
      title: t('api-tokens.delete.title', 'Delete the token {{name}}?', { name: token.name }),
      content: t('api-tokens.delete.content', 'Calls made with its secret are refused from now on.'),
      okText: t('api-tokens.delete.ok', 'Delete'),
      cancelText: t('api-tokens.delete.cancel', 'Cancel'),
      run: () => deleteToken({ accountId, tokenId: token.token_id }).unwrap(),
      error: (message) =>
        t('api-tokens.delete.error', 'Error deleting token {{id}}: {{message}}', { id: token.token_id, message }),
      success: t('api-tokens.delete.success', 'Token deleted'),
    });
  };

  const columns: TableColumnsType<ApiTokenRow> = [
    {
      title: t('api-tokens.table.name', 'Name'),
      key: 'name',
      render: (_, token) => (
        <Flex vertical>
          <Typography.Text strong>{token.name}</Typography.Text>
          <Typography.Text type="secondary">{tokenLevelLabel(t, token.user_level)}</Typography.Text>
          <TokenStatusTag token={token} />
        </Flex>
      ),
    },
    {
      title: t('api-tokens.table.created-by', 'Created by'),
      key: 'created_by',
      // Not on a phone, where the row has no room for it.
      responsive: ['md'],
      render: (_, token) => token.created_by.email,
    },
    {
      title: t('api-tokens.table.created', 'Created'),
      key: 'created',
      render: (_, token) => dates.dateTime(token.created),
    },
    {
      title: t('api-tokens.table.expiration', 'Expiration'),
      key: 'expiration',
      render: (_, token) =>
        token.expiration ? dates.dateTime(token.expiration) : t('api-tokens.table.no-expiration', 'Never'),
    },
    {
      title: t('api-tokens.table.last-used', 'Last used'),
      key: 'last_used',
      render: (_, token) => (
        <span title={token.last_used ? dates.dateTime(token.last_used) : undefined}>
          {dates.relative(token.last_used)}
        </span>
      ),
    },
    actionsColumn<ApiTokenRow>({
      title: t('api-tokens.table.actions', 'Actions'),
      permission: 'token:manage',
      width: 200,
      fixed: 'right-wide',
      actions: (token) => [
        { key: 'rotate', onClick: () => confirmRotate(token), children: t('api-tokens.table.rotate', 'Rotate') },
        {
          key: 'delete',
          danger: true,
          onClick: () => confirmDelete(token),
          children: t('api-tokens.table.delete', 'Delete'),
        },
      ],
    }),
  ];

  return (
    <AccountTabPage
      tab="apitokens"
      extra={
        <AddButton permission="token:manage" onClick={createDialog.show}>
          {t('api-tokens.create.button', 'Create Token')}
        </AddButton>
      }
    >
      <Typography.Text type="secondary">
        {t('api-tokens.intro', 'Tokens let scripts and servers call the API as this account.')}
      </Typography.Text>
      <LoadedResult
        error={loadError}
        query={{ data, isFetching, refetch }}
        title={t('api-tokens.load.failed', 'The API tokens could not be loaded')}
        retryLabel={t('api-tokens.load.retry', 'Retry')}
      >
        <Table<ApiTokenRow>
          size="middle"
          rowKey="token_id"
          columns={columns}
          dataSource={data ?? []}
          loading={!data || isFetching}
          pagination={false}
          aria-label={t('api-tokens.table.label', 'API tokens')}
          locale={{ emptyText: t('api-tokens.table.empty', 'No API tokens yet') }}
          scroll={TABLE_SCROLL}
        />
      </LoadedResult>
      {accountId && (
        <CreateTokenModal
          accountId={accountId}
          open={createDialog.open}
          onClose={createDialog.close}
          onCreated={(tokenId, name) => void reveal(tokenId, name)}
        />
      )}
      <SecretModal shown={shown} onClose={() => setShown(null)} />
    </AccountTabPage>
  );
}

/** A tag whose text wraps in a narrow Name column (a phone) instead of running under the Actions column. */
const WRAPPING_TAG = { whiteSpace: 'normal', height: 'auto', marginInlineEnd: 0 } as const;

/**
 * A token its creator's level holds back (issue 26): it acts with the lower of its own level and its creator's
 * current one, and stops when the creator leaves the account. Nothing for a token that works as made.
 */
function TokenStatusTag({ token }: { token: ApiToken }) {
  const { t } = useTranslation('account');
  if (token.status === 'creator_removed') {
    return (
      <Tag color="error" style={WRAPPING_TAG}>
        {t('api-tokens.status.creator-removed', 'No longer works: creator removed')}
      </Tag>
    );
  }
  if (token.status === 'creator_demoted' && token.creator_level !== null) {
    const level = tokenLevelLabel(t, token.creator_level);
    return (
      <Tag color="warning" style={WRAPPING_TAG}>
        {t('api-tokens.status.creator-demoted', "Acts as {{level}}: creator's level is now {{level}}", { level })}
      </Tag>
    );
  }
  return null;
}
