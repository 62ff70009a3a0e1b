import { INTEGRATION_NAME_RULE } from '@beacon/shared';
import type { ConfigurableIntegrationType } from '@beacon/shared/contract';
import { contractRules } from '@beacon/shared/ui';
import { Button, Card, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { IntegrationFields } from './IntegrationFields.tsx';
import type { IntegrationFormValues } from './integrationForm.ts';

export interface IntegrationFormProps {
  type: ConfigurableIntegrationType;
  mode: 'create' | 'update';
  initialValues: IntegrationFormValues;
  /** A secret is stored (edit page). */
  secretSet?: boolean;
  saving: boolean;
  /** Called with valid values; the form keeps them whatever the server answers. */
  onSubmit: (values: IntegrationFormValues) => void;
  onCancel: () => void;
}

/** Name plus the type's fields (customer-console.md §3); used by the add and edit pages. */
export function IntegrationForm({
  type,
  mode,
  initialValues,
  secretSet = false,
  saving,
  onSubmit,
  onCancel,
}: IntegrationFormProps) {
  const { t } = useTranslation('networks');
  const [form] = Form.useForm<IntegrationFormValues>();
  return (
    <Card size="small" style={{ maxWidth: 720 }}>
      <Form<IntegrationFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={onSubmit}
      >
        <Form.Item
          name="name"
          label={t('integrations.fields.name', 'Name')}
          rules={contractRules(INTEGRATION_NAME_RULE, {
            required: t('integrations.fields.name-required', 'Name is required'),
          })}
        >
          <Input autoComplete="off" maxLength={INTEGRATION_NAME_RULE.maxLength.value} />
        </Form.Item>
        <IntegrationFields type={type} mode={mode} secretSet={secretSet} />
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={saving}>
            {mode === 'create'
              ? t('integrations.form.add', 'Add integration')
              : t('integrations.form.save', 'Save changes')}
          </Button>
          <Button onClick={onCancel}>{t('integrations.form.cancel', 'Cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
