import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { PermittedButton, type PermittedButtonProps } from './PermittedButton.tsx';

export type AddButtonProps = Omit<PermittedButtonProps, 'type' | 'icon' | 'permission'> &
  Partial<Pick<PermittedButtonProps, 'permission'>>;

/**
 * A page's or a tab's primary button that adds something (Create Token, Add Group, Add route): the plus icon,
 * which stays out of the button's accessible name. With a `permission` it is a `PermittedButton` (managers
 * only); without one any signed-in member may use it (Add Group: admin-and-hotspots.md §6).
 */
export function AddButton({ permission, tip, ...props }: AddButtonProps) {
  const icon = <PlusOutlined aria-hidden />;
  if (permission) return <PermittedButton {...props} tip={tip} permission={permission} type="primary" icon={icon} />;
  const button = <Button {...props} type="primary" icon={icon} />;
  return tip ? <Tooltip title={tip}>{button}</Tooltip> : button;
}
