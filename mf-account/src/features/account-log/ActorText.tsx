import type { LogRecord } from '@beacon/shared/contract';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

export interface ActorTextProps {
  record: LogRecord;
  /** With the token's id as well. */
  detailed?: boolean;
}

/** Who acted: a user's email, or an API token (tagged) with its name; the spec's username otherwise. */
export function ActorText({ record, detailed }: ActorTextProps) {
  const { t } = useTranslation('account');
  const { actor } = record;
  if (actor?.kind === 'token') {
    return (
      <Flex gap={4} wrap align="center">
        <Tag color="purple">{t('account-log.actor.token', 'API token')}</Tag>
        <Typography.Text>{actor.name}</Typography.Text>
        {detailed && <Typography.Text type="secondary">({actor.token_id})</Typography.Text>}
      </Flex>
    );
  }
  if (actor?.kind === 'user') {
    return detailed ? (
      <Flex gap={4} wrap align="center">
        <Tag>{t('account-log.actor.user', 'User')}</Tag>
        <Typography.Text>{actor.email}</Typography.Text>
      </Flex>
    ) : (
      <Typography.Text>{actor.email}</Typography.Text>
    );
  }
  return <Typography.Text>{record.username}</Typography.Text>;
}
