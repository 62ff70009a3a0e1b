import { INTEGRATION_NAME_RULE } from '@beacon/shared';
import type { ConfigurableIntegrationType } from '@beacon/shared/contract';
import { contractRules, PermittedButton } from '@beacon/shared/ui';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useTooLongMessage } from './useTooLongMessage.ts';
import { IntegrationFields } from './IntegrationFields.tsx';
import type { IntegrationFormValues } from './integrationForm.ts';
import { useSaveIntegration } from './useSaveIntegration.ts';

export interface IntegrationFormProps {
  networkId: string;
  type: ConfigurableIntegrationType;
  /** The integration being edited (edit page); none adds one (add page). */
  configId?: string;
  /** The page's heading, and the line under it. */
  title: string;
  description: string;
  initialValues: IntegrationFormValues;
  /** A secret is stored (edit page). */
  secretSet?: boolean;
}

/**
 * The add and edit pages' form under their heading: name plus the type's fields (customer-console.md
 * §3). Valid values are saved (`useSaveIntegration`); the form keeps them whatever the server answers.
 */
export function IntegrationForm({
  networkId,
  type,
  configId,
  title,
  description,
  initialValues,
  secretSet = false,
}: IntegrationFormProps) {
  const { t } = useTranslation('networks');
  const tooLong = useTooLongMessage();
  const mode = configId === undefined ? 'create' : 'update';
  const { save, saving, back } = useSaveIntegration(networkId, type, configId);
  const [form] = Form.useForm<IntegrationFormValues>();
  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{description}</Typography.Text>
      </div>
      <Card size="small" style={{ maxWidth: 720 }}>
        <Form<IntegrationFormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues}
          onFinish={(values) => void save(values)}
        >
          <Form.Item
            name="name"
            label={t('integrations.fields.name', 'Name')}
            rules={contractRules(INTEGRATION_NAME_RULE, {
              required: t('integrations.fields.name-required', 'Name is required'),
              'too-long': tooLong(INTEGRATION_NAME_RULE.maxLength.value),
            })}
          >
            <Input autoComplete="off" maxLength={INTEGRATION_NAME_RULE.maxLength.value} />
          </Form.Item>
          <IntegrationFields type={type} mode={mode} secretSet={secretSet} />
          <Flex gap="small">
            <PermittedButton permission="integration:manage" type="primary" htmlType="submit" loading={saving}>
              {mode === 'create'
                ? t('integrations.form.add', 'Add integration')
                : t('integrations.form.save', 'Save changes')}
            </PermittedButton>
            <Button onClick={back}>{t('integrations.form.cancel', 'Cancel')}</Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
