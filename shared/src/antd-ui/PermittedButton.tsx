import { useCan, useInsufficientPermissionsHint, type Permission } from '@beacon/shared';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import type { ButtonProps } from 'antd';

export interface PermittedButtonProps extends ButtonProps {
  /** What the button does, in the permission vocabulary (`route:manage`, `integration:manage`). */
  permission: Permission;
  /** Shown as a tooltip when the button is allowed (icon-only buttons, or why it is disabled). */
  tip?: string;
}

/**
 * A button that changes something only managers may change: above level 20 it is disabled with the
 * hint "Insufficent permissions" (customer-console.md §6); the server refuses it too.
 */
export function PermittedButton({ permission, tip, disabled, ...props }: PermittedButtonProps) {
  const allowed = useCan(permission);
  const hint = useInsufficientPermissionsHint();
  const button = <Button {...props} disabled={!allowed || disabled} />;
  if (!allowed) return <Tooltip title={hint}>{button}</Tooltip>;
  return tip ? <Tooltip title={tip}>{button}</Tooltip> : button;
}
