import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { PermittedButton, type PermittedButtonProps } from './PermittedButton.tsx';

export type AddButtonProps = Omit<PermittedButtonProps, 'type' | 'icon'>;

/**
 * A page's or a tab's primary button that adds something only managers may (Create Token, Add Group, Add route):
 * a `PermittedButton` with the plus icon, which stays out of the button's accessible name.
 */
export function AddButton(props: AddButtonProps) {
  return <PermittedButton {...props} type="primary" icon={<PlusOutlined aria-hidden />} />;
}
