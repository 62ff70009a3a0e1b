import type { LogRecord } from '@beacon/shared/contract';
import { useDateFormat } from '@beacon/shared/ui';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActorText } from './ActorText.tsx';
import { fieldChanges, type FieldChange } from './logDiff.ts';
import { logAction, logItemType } from './logNames.ts';

export interface LogRecordDialogProps {
  record: LogRecord | null;
  onClose: () => void;
}

const VALUE_STYLE = { wordBreak: 'break-all', whiteSpace: 'pre-wrap' } as const;

/** One log record: who acted (a user or an API token) and the change, field by field, before → after. */
export function LogRecordDialog({ record, onClose }: LogRecordDialogProps) {
  const { t } = useTranslation('account');
  const dates = useDateFormat();
  const changes = record ? fieldChanges(record) : [];
  const none = t('account-log.diff.none', '(none)');
  const value = (text: string, changed: boolean) =>
    text === '' ? (
      <Typography.Text type="secondary">{none}</Typography.Text>
    ) : (
      <Typography.Text code={changed} style={VALUE_STYLE}>
        {text}
      </Typography.Text>
    );
  const columns: TableColumnsType<FieldChange> = [
    {
      title: t('account-log.diff.field', 'Field'),
      key: 'field',
      render: (_, change) => (
        <Flex gap={4} wrap align="center">
          <Typography.Text strong={change.changed}>{change.field}</Typography.Text>
          {change.changed && <Tag color="blue">{t('account-log.diff.changed', 'changed')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('account-log.diff.before', 'Before'),
      key: 'before',
      render: (_, change) => value(change.before, change.changed),
    },
    {
      title: t('account-log.diff.after', 'After'),
      key: 'after',
      render: (_, change) => value(change.after, change.changed),
    },
  ];
  const hasValues = record !== null && (record.before !== undefined || record.after !== undefined);
  return (
    <Modal
      open={record !== null}
      title={t('account-log.diff.title', 'Change to {{type}} {{id}}', {
        type: record ? logItemType(t, record.object_type) : '',
        id: record?.object ?? '',
      })}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('account-log.diff.close', 'Close')}</Button>}
    >
      {record && (
        <Flex vertical gap="middle">
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'when',
                label: t('account-log.table.timestamp', 'Timestamp'),
                children: dates.dateTime(record.timestamp),
              },
              { key: 'action', label: t('account-log.table.action', 'Action'), children: logAction(t, record.code) },
              {
                key: 'actor',
                label: t('account-log.table.actor', 'Actor'),
                children: <ActorText record={record} detailed />,
              },
            ]}
          />
          {hasValues ? (
            <Table<FieldChange>
              size="small"
              rowKey="field"
              columns={columns}
              dataSource={changes}
              pagination={false}
              aria-label={t('account-log.diff.label', 'Changed fields')}
              locale={{ emptyText: t('account-log.diff.empty', 'No fields were recorded for this change') }}
              scroll={{ x: 560 }}
            />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(
                'account-log.diff.no-values',
                'This record was written without its before and after values.',
              )}
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}
