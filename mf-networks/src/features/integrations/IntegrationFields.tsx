import type { ConfigurableIntegrationType } from '@beacon/shared/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRule } from './fieldRule.ts';
import {
  AWS_REGION_PATTERN,
  BUCKET_NAME_PATTERN,
  NAMESPACE_PATTERN,
  ROLE_ARN_PATTERN,
  textProblem,
  urlProblem,
} from './integrationForm.ts';
import { WebhookFields } from './WebhookFields.tsx';

export interface IntegrationFieldsProps {
  type: ConfigurableIntegrationType;
  /** On the edit page a secret may stay empty: the stored one is kept. */
  mode: 'create' | 'update';
  /** A secret is stored (edit page): said in the empty secret field, never shown. */
  secretSet: boolean;
}

/** The config fields of one integration type (customer-console.md §3), with the platform's rules. */
export function IntegrationFields({ type, mode, secretSet }: IntegrationFieldsProps) {
  const { t } = useTranslation('networks');
  if (type === 'webhook') return <WebhookFields />;

  const namespace = (
    <Form.Item
      key="namespace"
      name="namespace"
      label={t('integrations.fields.namespace', 'Namespace')}
      rules={[
        fieldRule(
          (v) => textProblem(v, NAMESPACE_PATTERN),
          t('integrations.fields.namespace-required', 'Namespace is required'),
          t('integrations.namespace-invalid', 'Valid namespace required: letters, digits, _, - and : only'),
        ),
      ]}
    >
      <Input autoComplete="off" maxLength={100} />
    </Form.Item>
  );
  const roleArn = (
    <Form.Item
      key="role_arn"
      name="role_arn"
      label={t('integrations.fields.role-arn', 'Role ARN')}
      rules={[
        fieldRule(
          (v) => textProblem(v, ROLE_ARN_PATTERN),
          t('integrations.fields.role-arn-required', 'Role ARN is required'),
          t('integrations.fields.role-arn-invalid', 'Valid role ARN required'),
        ),
      ]}
    >
      <Input autoComplete="off" maxLength={500} placeholder="arn:aws:iam::123456789012:role/beacon" />
    </Form.Item>
  );
  const awsRegion = (
    <Form.Item
      key="region"
      name="region"
      label={t('integrations.fields.region', 'Region')}
      rules={[
        fieldRule(
          (v) => textProblem(v, AWS_REGION_PATTERN),
          t('integrations.fields.region-required', 'Region is required'),
          t('integrations.fields.region-invalid', 'Valid region required, e.g. eu-west-1'),
        ),
      ]}
    >
      <Input autoComplete="off" maxLength={50} placeholder="eu-west-1" />
    </Form.Item>
  );
  const secret = (name: 'secret_key' | 'api_key', label: string, required: string) => (
    <Form.Item
      key={name}
      name={name}
      label={label}
      extra={
        mode === 'update'
          ? secretSet
            ? t('integrations.fields.secret-stored', 'A value is stored and never shown; leave empty to keep it.')
            : t('integrations.fields.secret-none', 'No value is stored.')
          : undefined
      }
      rules={mode === 'create' ? [fieldRule(textProblem, required)] : []}
    >
      <Input.Password autoComplete="new-password" maxLength={500} />
    </Form.Item>
  );

  switch (type) {
    case 'network-memfault':
      return [
        namespace,
        secret(
          'secret_key',
          t('integrations.fields.secret-key', 'Secret key'),
          t('integrations.fields.secret-key-required', 'Secret key is required'),
        ),
      ];
    case 'aws-s3':
      return [
        roleArn,
        <Form.Item
          key="bucket_name"
          name="bucket_name"
          label={t('integrations.fields.bucket', 'Bucket name')}
          rules={[
            fieldRule(
              (v) => textProblem(v, BUCKET_NAME_PATTERN),
              t('integrations.fields.bucket-required', 'Bucket name is required'),
              t('integrations.fields.bucket-invalid', 'Valid bucket name required'),
            ),
          ]}
        >
          <Input autoComplete="off" maxLength={63} />
        </Form.Item>,
        awsRegion,
      ];
    case 'aws-eventbridge':
      return [
        roleArn,
        <Form.Item
          key="event_bus_name"
          name="event_bus_name"
          label={t('integrations.fields.event-bus', 'Event bus name')}
          rules={[fieldRule(textProblem, t('integrations.fields.event-bus-required', 'Event bus name is required'))]}
        >
          <Input autoComplete="off" maxLength={256} />
        </Form.Item>,
        awsRegion,
      ];
    case 'aws-sqs':
      return [
        roleArn,
        <Form.Item
          key="sqs_url"
          name="sqs_url"
          label={t('integrations.fields.sqs-url', 'SQS URL')}
          rules={[
            fieldRule(
              urlProblem,
              t('integrations.fields.sqs-url-required', 'SQS URL is required'),
              t('integrations.fields.sqs-url-invalid', 'Valid URL required'),
            ),
          ]}
        >
          <Input
            autoComplete="off"
            maxLength={2000}
            placeholder="https://sqs.eu-west-1.amazonaws.com/123456789012/beacon"
          />
        </Form.Item>,
        awsRegion,
      ];
    case 'tago':
      return [
        namespace,
        <Form.Item
          key="region"
          name="region"
          label={t('integrations.fields.region', 'Region')}
          rules={[fieldRule(textProblem, t('integrations.fields.region-required', 'Region is required'))]}
        >
          <Input autoComplete="off" maxLength={50} placeholder="us-e1" />
        </Form.Item>,
        secret(
          'api_key',
          t('integrations.fields.api-key', 'API key'),
          t('integrations.fields.api-key-required', 'API key is required'),
        ),
      ];
  }
}
