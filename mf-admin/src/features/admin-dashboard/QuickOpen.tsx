import { useNavigate } from '@beacon/shared/router';
import { checkRule } from '@beacon/shared/ui';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useId } from 'react';

export interface QuickOpenProps {
  /** The field's label, e.g. "Device ID". */
  label: string;
  placeholder: string;
  /** The button's text. */
  action: string;
  /** The message for a text that is not valid (trimmed), or undefined when it is. */
  check: (id: string) => string | undefined;
  /** The page to open for a valid id (trimmed). */
  pathOf: (id: string) => string;
}

interface QuickOpenValues {
  id?: string;
}

/** One field and a button that opens the details page of the id typed (after checking it). */
export function QuickOpen({ label, placeholder, action, check, pathOf }: QuickOpenProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<QuickOpenValues>();
  const inputId = useId();
  return (
    <Form<QuickOpenValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={({ id }) => void navigate(pathOf((id ?? '').trim()))}
    >
      <Form.Item label={label} htmlFor={inputId} style={{ marginBottom: 0 }}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="id" noStyle validateTrigger="onSubmit" rules={[checkRule((value) => check(value.trim()))]}>
            <Input id={inputId} placeholder={placeholder} allowClear />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {action}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
