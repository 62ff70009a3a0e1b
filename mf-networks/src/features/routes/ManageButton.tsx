import { useCan, useInsufficientPermissionsHint } from '@beacon/shared';
import { Button, Tooltip, type ButtonProps } from 'antd';

export interface ManageButtonProps extends ButtonProps {
  /** Shown as a tooltip when the button is allowed (icon-only buttons). */
  tip?: string;
}

/**
 * A button that changes the route list: above level 20 it is disabled with the hint
 * "Insufficent permissions" (customer-console.md §6).
 */
export function ManageButton({ tip, disabled, ...props }: ManageButtonProps) {
  const allowed = useCan('route:manage');
  const hint = useInsufficientPermissionsHint();
  const button = <Button {...props} disabled={!allowed || disabled} />;
  if (!allowed) return <Tooltip title={hint}>{button}</Tooltip>;
  return tip ? <Tooltip title={tip}>{button}</Tooltip> : button;
}
