import type { Network, RenameNetworkBody } from '@beacon/shared/contract';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import type { FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useUpdateNetwork } from './useUpdateNetwork.ts';

export interface NetworkFieldCardProps {
  accountId: string;
  network: Network;
  title: string;
  /** The field: its form name, label, help text, rules and starting value. */
  name: string;
  label: string;
  extra?: ReactNode;
  rules: FormRule[];
  initialValue: string;
  submitLabel: string;
  /** The update to send for what was typed. */
  bodyOf: (value: string) => RenameNetworkBody;
  /** The field's input. */
  children: ReactNode;
}

/**
 * A card with a form of one field that updates the network (`useUpdateNetwork`): the form keeps what
 * was typed, and a 400's message shows on the field.
 */
export function NetworkFieldCard(props: NetworkFieldCardProps) {
  const { accountId, network, title, name, label, extra, rules, initialValue, submitLabel, bodyOf, children } = props;
  const [form] = Form.useForm<Record<string, string>>();
  const { save, saving } = useUpdateNetwork(accountId, network.network_id);

  return (
    <Card size="small" title={title}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ [name]: initialValue }}
        onFinish={(values) => void save(bodyOf(values[name] ?? ''), form, name)}
      >
        <Form.Item name={name} label={label} extra={extra} rules={rules}>
          {children}
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Form>
    </Card>
  );
}
