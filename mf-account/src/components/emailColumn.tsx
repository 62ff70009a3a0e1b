import type { TableColumnType } from 'antd';

/** An address breaks anywhere: a long one must not widen the table on a phone. */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** The Email column of the members and invites tables. */
export function emailColumn<T extends { email: string }>(title: string): TableColumnType<T> {
  return {
    title,
    dataIndex: 'email',
    key: 'email',
    render: (email: string) => <span style={BREAK_ANYWHERE}>{email}</span>,
  };
}
