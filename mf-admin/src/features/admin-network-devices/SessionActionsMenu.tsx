import MoreOutlined from '@ant-design/icons/es/icons/MoreOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endKeyChoice } from '@beacon/shared';

export interface SessionActionsMenuProps {
  deviceId: string;
  onClearSession: (deviceId: string) => void;
  onDisconnect: (deviceId: string) => void;
}

type ActionKey = 'clear-session' | 'disconnect';

/**
 * A phone's form of a device's Clear session and Disconnect: one small menu button, so the row's
 * actions take a narrow column that stays in view. antd's Dropdown gives the menu-button pattern
 * (menu roles, arrow keys, Escape back to the button); the menu takes focus when it opens. Choosing an
 * entry puts focus back on the button first, so the confirm dialog returns it there when it closes.
 */
export function SessionActionsMenu({ deviceId, onClearSession, onDisconnect }: SessionActionsMenuProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    // After the popup has rendered (antd opens it in a frame of its own).
    const frame = requestAnimationFrame(() => popup.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const label = t('network-devices.actions-for', 'Actions for {{id}}', { id: deviceId });
  const items: MenuProps['items'] = [
    { key: 'clear-session', label: t('network-devices.clear-session', 'Clear session') },
    { key: 'disconnect', label: t('network-devices.disconnect', 'Disconnect'), danger: true },
  ];
  const choose = (key: ActionKey) => {
    setOpen(false);
    button.current?.focus();
    if (key === 'clear-session') onClearSession(deviceId);
    else onDisconnect(deviceId);
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // The menu-button pattern: the menu takes the focus (its first entry) each time it opens.
      popupRender={(menu) => <div ref={popup}>{menu}</div>}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        'aria-label': label,
        onClick: ({ key, domEvent }) => {
          endKeyChoice(domEvent);
          choose(key as ActionKey);
        },
        // Escape in the open menu closes it and gives the focus back to its button (antd leaves it nowhere).
        onKeyDown: (event) => {
          if (event.key !== 'Escape') return;
          setOpen(false);
          button.current?.focus();
        },
      }}
    >
      <Button
        ref={button}
        size="small"
        icon={<MoreOutlined />}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
      />
    </Dropdown>
  );
}
