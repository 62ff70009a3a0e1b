import { useSession } from '@beacon/shared';
import { PermittedButton } from '@beacon/shared/ui';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditAccountModal } from './EditAccountModal.tsx';
import { levelName } from './levels.ts';

/** The account page's summary (customer-console.md §2): name, id and the user's role, and Edit. */
export function AccountHeader() {
  const { t } = useTranslation('account');
  const { accountId, accountName, accountLevel } = useSession();
  const [editing, setEditing] = useState(false);
  if (accountId === null) return null;
  const name = accountName ?? accountId;

  return (
    <Card
      size="small"
      title={t('account-page.title', 'Account')}
      extra={
        <PermittedButton permission="account:edit" icon={<EditOutlined />} onClick={() => setEditing(true)}>
          {t('account-page.edit.button', 'Edit')}
        </PermittedButton>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 3 }}
        items={[
          { key: 'name', label: t('account-page.name', 'Name'), children: name },
          { key: 'id', label: t('account-page.id', 'Account ID'), children: <code>{accountId}</code> },
          {
            key: 'role',
            label: t('account-page.role', 'Your role'),
            children: accountLevel === null ? '—' : levelName(t, accountLevel),
          },
        ]}
      />
      <EditAccountModal open={editing} accountId={accountId} name={name} onClose={() => setEditing(false)} />
    </Card>
  );
}
