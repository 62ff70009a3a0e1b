import type { Permission } from '@beacon/shared';
import Flex from 'antd/es/flex';
import type { TableColumnType } from 'antd';
import { PermittedButton, type PermittedButtonProps } from './PermittedButton.tsx';

/** One button of a row: what a PermittedButton takes, but the column's permission and size. */
export interface RowAction extends Omit<PermittedButtonProps, 'permission' | 'size'> {
  /** Tells the row's buttons apart (their React key). */
  key: string;
}

export interface ActionsColumnOptions<T> {
  title: string;
  /** What every button of the column does, in the permission vocabulary (`member:manage`). */
  permission: Permission;
  width: number;
  /** Fixed on the right: in a table that scrolls sideways (a phone) the buttons stay in view. */
  fixed?: 'right';
  /** The buttons of a row, in order. */
  actions: (row: T) => RowAction[];
}

/**
 * A table's Actions column for what only managers may change: each row's small buttons side by side,
 * wrapping, each a PermittedButton (above level 20 disabled with "Insufficent permissions").
 */
export function actionsColumn<T>({
  title,
  permission,
  width,
  fixed,
  actions,
}: ActionsColumnOptions<T>): TableColumnType<T> {
  return {
    title,
    key: 'actions',
    width,
    ...(fixed && { fixed }),
    render: (_: unknown, row: T) => (
      <Flex gap="small" wrap>
        {actions(row).map(({ key, ...action }) => (
          <PermittedButton key={key} permission={permission} size="small" {...action} />
        ))}
      </Flex>
    ),
  };
}
