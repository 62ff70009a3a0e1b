import type { Permission } from '@beacon/shared';
import Flex from 'antd/es/flex';
import type { TableColumnType } from 'antd';
import { PermittedButton, type PermittedButtonProps } from './PermittedButton.tsx';
import './actionsColumn.css';

/** The class of a 'right-wide' Actions column's cells: not sticky below 576 px (actionsColumn.css). */
export const ACTIONS_GIVE_WAY_ON_PHONE = 'beacon-actions-give-way';

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
  /**
   * `right`: fixed on the right at every width, so in a table that scrolls sideways the buttons stay in
   * view (they lie over the columns beside them). `right-wide`: fixed on the right from 576 px up; on a
   * phone the column gives way and scrolls with the table, so every other column keeps its width.
   */
  fixed?: 'right' | 'right-wide';
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
    ...(fixed && { fixed: 'right' as const }),
    ...(fixed === 'right-wide' && { className: ACTIONS_GIVE_WAY_ON_PHONE }),
    render: (_: unknown, row: T) => (
      <Flex gap="small" wrap>
        {actions(row).map(({ key, ...action }) => (
          <PermittedButton key={key} permission={permission} size="small" {...action} />
        ))}
      </Flex>
    ),
  };
}
