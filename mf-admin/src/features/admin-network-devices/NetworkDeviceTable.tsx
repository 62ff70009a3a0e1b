import { Link } from '@beacon/shared/router';
import { VisuallyHidden } from '@beacon/shared/ui';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDevice } from '@beacon/shared/contract';
import { adminDevicePath } from '../../components/adminPaths.ts';
import { useAdminDates } from '../../components/useAdminDates.ts';
import { useNarrowScreen } from '../../components/useNarrowScreen.ts';
import { SessionActionsMenu } from './SessionActionsMenu.tsx';

/**
 * The Actions column's width: both buttons on one line (in English and German), so a row with them is
 * as high as one without; on a phone, the menu button alone, so beside it a 390 px screen still shows
 * the widest column (the id) whole.
 */
const ACTIONS_WIDTH = { wide: 230, phone: 48 };
/** The columns but Actions: wide enough for a urn id; a narrower screen scrolls the table sideways. */
const DATA_WIDTH = 800;

export interface NetworkDeviceTableProps {
  devices: AdminDevice[];
  loading: boolean;
  /** Shown when the page has no devices. */
  empty: ReactNode;
  onClearSession: (deviceId: string) => void;
  onDisconnect: (deviceId: string) => void;
}

/**
 * One page of a network's devices for staff: the id (to the admin device page), description, last
 * seen, session, suspended; Clear session and Disconnect only for a device with a session (§4.4), as
 * two buttons, or on a phone (under 576 px) as one menu button (SessionActionsMenu).
 */
export function NetworkDeviceTable({ devices, loading, empty, onClearSession, onDisconnect }: NetworkDeviceTableProps) {
  const { t } = useTranslation('admin');
  const dates = useAdminDates();
  const phone = useNarrowScreen();
  const actionsWidth = phone ? ACTIONS_WIDTH.phone : ACTIONS_WIDTH.wide;
  const actionsTitle = t('network-devices.table.actions', 'Actions');
  const yesNo = (value: boolean) => (value ? t('network-devices.yes', 'Yes') : t('network-devices.no', 'No'));

  const columns: TableColumnsType<AdminDevice> = [
    {
      title: t('network-devices.table.id', 'Device ID'),
      key: 'id',
      width: 300,
      render: (_, device) => (
        <Link to={adminDevicePath(device.id)} style={{ overflowWrap: 'anywhere' }}>
          {device.id}
        </Link>
      ),
    },
    {
      title: t('network-devices.table.description', 'Description'),
      key: 'description',
      width: 180,
      render: (_, device) => device.description ?? '',
    },
    {
      title: t('network-devices.table.last-seen', 'Last seen'),
      key: 'last-seen',
      width: 130,
      render: (_, device) => <span title={dates.dateTime(device.last_seen)}>{dates.relative(device.last_seen)}</span>,
    },
    {
      title: t('network-devices.table.session', 'Session'),
      key: 'session',
      width: 90,
      render: (_, device) => (device.session ? <Tag color="blue">{yesNo(true)}</Tag> : yesNo(false)),
    },
    {
      title: t('network-devices.table.suspended', 'Suspended'),
      key: 'suspended',
      width: 100,
      render: (_, device) => (device.suspended ? <Tag color="red">{yesNo(true)}</Tag> : yesNo(false)),
    },
    {
      // A phone's column is too narrow for its title: read out, not shown.
      title: phone ? <VisuallyHidden>{actionsTitle}</VisuallyHidden> : actionsTitle,
      key: 'actions',
      width: actionsWidth,
      // Stuck to the table's right edge: a row's actions are in view without scrolling the table sideways.
      fixed: 'right',
      render: (_, device) => {
        if (!device.session) return null;
        if (phone)
          return (
            <SessionActionsMenu deviceId={device.id} onClearSession={onClearSession} onDisconnect={onDisconnect} />
          );
        return (
          <Flex gap="small" wrap>
            <Button size="small" onClick={() => onClearSession(device.id)}>
              {t('network-devices.clear-session', 'Clear session')}
            </Button>
            <Button size="small" danger onClick={() => onDisconnect(device.id)}>
              {t('network-devices.disconnect', 'Disconnect')}
            </Button>
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<AdminDevice>
      size="middle"
      rowKey="id"
      columns={columns}
      dataSource={devices}
      loading={loading}
      pagination={false}
      scroll={{ x: DATA_WIDTH + actionsWidth }}
      aria-label={t('network-devices.table.label', 'Devices')}
      locale={{ emptyText: empty }}
    />
  );
}
