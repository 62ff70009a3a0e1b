import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { InputRef, TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { PreviewRow, RowStatus } from './preview.ts';
import { problemText } from './problemText.ts';
import type { ImportKind } from './types.ts';

/** The id's field takes the focus when its row is edited. */
const focusOnMount = (input: InputRef | null) => input?.focus();

// Preset colours (not success/processing): the console's theme makes their text readable on their fill (4.5:1).
const STATUS_COLOR: Record<RowStatus, string> = {
  ready: 'green',
  skip: 'default',
  error: 'red',
  checking: 'blue',
};

function statusText(t: TFunction<'import'>, row: PreviewRow): string {
  switch (row.status) {
    case 'ready':
      return row.unchecked ? t('status.ready-unchecked', 'Ready (not checked)') : t('status.ready', 'Ready');
    case 'skip':
      return t('status.skip', 'Will skip');
    case 'error':
      return t('status.error', 'Error');
    case 'checking':
      return t('status.checking', 'Checking…');
  }
}

/** The row being edited: its key and the id as typed so far. */
export interface Editing {
  key: number;
  value: string;
}

export interface PreviewColumnsOptions {
  t: TFunction<'import'>;
  kind: ImportKind;
  number: (value: number) => string;
  editing: Editing | null;
  onEdit: (editing: Editing | null) => void;
  onSave: (editing: Editing) => void;
  onDrop: (key: number) => void;
}

/** The preview's columns: the file's row number, the fields (the id editable in place), status, message, actions. */
export function previewColumns({ t, kind, number, editing, onEdit, onSave, onDrop }: PreviewColumnsOptions) {
  const idCell = (row: PreviewRow) => {
    const value = row.values[kind.idField] ?? '';
    if (editing?.key !== row.key) return <Typography.Text code>{value}</Typography.Text>;
    return (
      <Input
        ref={focusOnMount}
        size="small"
        aria-label={t('preview.edit-label', 'ID of row {{line, number}}', { line: row.line })}
        value={editing.value}
        onChange={(event) => onEdit({ key: row.key, value: event.target.value })}
        // Enter and leaving the field save; Escape leaves it unsaved (and the dialog open).
        onPressEnter={(event) => event.currentTarget.blur()}
        onBlur={(event) => {
          if (event.currentTarget.dataset.cancelled !== 'true') onSave(editing);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          event.currentTarget.dataset.cancelled = 'true';
          onEdit(null);
        }}
      />
    );
  };
  // The verdict right after the row number, its message under it: on a phone it is what shows
  // without scrolling sideways.
  const columns: TableColumnsType<PreviewRow> = [
    { key: 'line', title: t('preview.row', 'Row'), width: 64, render: (_, row) => number(row.line) },
    {
      key: 'status',
      title: t('preview.status', 'Status'),
      width: 240,
      render: (_, row) => {
        const text = row.problem ? problemText(t, row.problem, kind.fields) : '';
        return (
          <Flex vertical gap={2} align="flex-start">
            <Tag color={STATUS_COLOR[row.status]}>{statusText(t, row)}</Tag>
            {text !== '' && <Typography.Text type="secondary">{text}</Typography.Text>}
          </Flex>
        );
      },
    },
    ...kind.fields.map((field) => ({
      key: field.key,
      title: field.label(t),
      width: field.key === kind.idField ? 320 : 160,
      ellipsis: field.key !== kind.idField,
      render: (_: unknown, row: PreviewRow) => (field.key === kind.idField ? idCell(row) : row.values[field.key]),
    })),
    {
      key: 'actions',
      title: t('preview.actions', 'Actions'),
      width: 96,
      render: (_, row) => (
        <Flex gap={4}>
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={t('preview.edit', 'Edit the ID of row {{line, number}}', { line: row.line })}
            onClick={() => onEdit({ key: row.key, value: row.values[kind.idField] ?? '' })}
          />
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('preview.drop', 'Drop row {{line, number}}', { line: row.line })}
            onClick={() => onDrop(row.key)}
          />
        </Flex>
      ),
    },
  ];
  return columns;
}
