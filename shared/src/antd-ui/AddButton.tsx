import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { PermittedButton, type PermittedButtonProps } from './PermittedButton.tsx';

export type AddButtonProps = Omit<PermittedButtonProps, 'type' | 'icon'>;

/**
 * A page's or a tab's main action that adds something managers may add (Add route, Add New
 * Integration): a primary PermittedButton with the plus icon, which screen readers skip.
 */
export function AddButton(props: AddButtonProps) {
  return <PermittedButton type="primary" icon={<PlusOutlined aria-hidden />} {...props} />;
}
