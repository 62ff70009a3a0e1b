import {
  API_KEY_RULE,
  AWS_REGION_RULE,
  BUCKET_NAME_RULE,
  EVENT_BUS_NAME_RULE,
  NAMESPACE_RULE,
  ROLE_ARN_RULE,
  SECRET_KEY_RULE,
  SQS_URL_RULE,
  TAGO_REGION_RULE,
  type RuleCheck,
  type TextRule,
} from '@beacon/shared';
import type { ConfigurableIntegrationType } from '@beacon/shared/contract';
import { contractRules, type ContractRuleMessages, type RuleChecks } from '@beacon/shared/ui';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useTooLongMessage } from './useTooLongMessage.ts';
import { WebhookFields } from './WebhookFields.tsx';

export interface IntegrationFieldsProps {
  type: ConfigurableIntegrationType;
  /** On the edit page a secret may stay empty: the stored one is kept. */
  mode: 'create' | 'update';
  /** A secret is stored (edit page): said in the empty secret field, never shown. */
  secretSet: boolean;
}

interface TextFieldProps<R extends TextRule & { readonly maxLength: RuleCheck<number> }> {
  name: string;
  label: string;
  /** The contract's rule for the field; its length cap is the input's too. */
  rule: R;
  /** The spec's messages for the rule's checks; the length cap's is the same for every field. */
  messages: Omit<Record<RuleChecks<R>, string>, 'too-long'>;
  placeholder?: string;
}

/** A config text field checked with the contract's rule. */
function textField<R extends TextRule & { readonly maxLength: RuleCheck<number> }>(
  tooLong: (max: number) => string,
  { name, label, rule, messages, placeholder }: TextFieldProps<R>,
) {
  const max = rule.maxLength.value;
  const allMessages = { ...messages, 'too-long': tooLong(max) } as ContractRuleMessages<R>;
  return (
    <Form.Item key={name} name={name} label={label} rules={contractRules(rule, allMessages)}>
      <Input autoComplete="off" maxLength={max} placeholder={placeholder} />
    </Form.Item>
  );
}

/** The config fields of one integration type (customer-console.md §3), with the platform's rules. */
export function IntegrationFields({ type, mode, secretSet }: IntegrationFieldsProps) {
  const { t } = useTranslation('networks');
  const tooLong = useTooLongMessage();
  if (type === 'webhook') return <WebhookFields />;

  const namespace = textField(tooLong, {
    name: 'namespace',
    label: t('integrations.fields.namespace', 'Namespace'),
    rule: NAMESPACE_RULE,
    messages: {
      required: t('integrations.fields.namespace-required', 'Namespace is required'),
      pattern: t('integrations.namespace-invalid', 'Valid namespace required: letters, digits, _, - and : only'),
    },
  });
  const roleArn = textField(tooLong, {
    name: 'role_arn',
    label: t('integrations.fields.role-arn', 'Role ARN'),
    rule: ROLE_ARN_RULE,
    messages: {
      required: t('integrations.fields.role-arn-required', 'Role ARN is required'),
      pattern: t('integrations.fields.role-arn-invalid', 'Valid role ARN required'),
    },
    placeholder: 'arn:aws:iam::123456789012:role/beacon',
  });
  const awsRegion = textField(tooLong, {
    name: 'region',
    label: t('integrations.fields.region', 'Region'),
    rule: AWS_REGION_RULE,
    messages: {
      required: t('integrations.fields.region-required', 'Region is required'),
      pattern: t('integrations.fields.region-invalid', 'Valid region required, e.g. eu-west-1'),
    },
    placeholder: 'eu-west-1',
  });
  const secret = (name: 'secret_key' | 'api_key', label: string, required: string) => {
    const rule = name === 'secret_key' ? SECRET_KEY_RULE : API_KEY_RULE;
    const stored = secretSet
      ? t('integrations.fields.secret-stored', 'A value is stored and never shown; leave empty to keep it.')
      : t('integrations.fields.secret-none', 'No value is stored.');
    return (
      <Form.Item
        key={name}
        name={name}
        label={label}
        extra={mode === 'update' ? stored : undefined}
        rules={
          mode === 'create'
            ? contractRules(rule, {
                required,
                'too-long': tooLong(rule.maxLength.value),
              })
            : []
        }
      >
        <Input.Password autoComplete="new-password" maxLength={rule.maxLength.value} />
      </Form.Item>
    );
  };

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
        textField(tooLong, {
          name: 'bucket_name',
          label: t('integrations.fields.bucket', 'Bucket name'),
          rule: BUCKET_NAME_RULE,
          messages: {
            required: t('integrations.fields.bucket-required', 'Bucket name is required'),
            pattern: t('integrations.fields.bucket-invalid', 'Valid bucket name required'),
          },
        }),
        awsRegion,
      ];
    case 'aws-eventbridge':
      return [
        roleArn,
        textField(tooLong, {
          name: 'event_bus_name',
          label: t('integrations.fields.event-bus', 'Event bus name'),
          rule: EVENT_BUS_NAME_RULE,
          messages: { required: t('integrations.fields.event-bus-required', 'Event bus name is required') },
        }),
        awsRegion,
      ];
    case 'aws-sqs':
      return [
        roleArn,
        textField(tooLong, {
          name: 'sqs_url',
          label: t('integrations.fields.sqs-url', 'SQS URL'),
          rule: SQS_URL_RULE,
          messages: {
            required: t('integrations.fields.sqs-url-required', 'SQS URL is required'),
            url: t('integrations.fields.sqs-url-invalid', 'Valid URL required'),
          },
          placeholder: 'https://sqs.eu-west-1.amazonaws.com/123456789012/beacon',
        }),
        awsRegion,
      ];
    case 'tago':
      return [
        namespace,
        textField(tooLong, {
          name: 'region',
          label: t('integrations.fields.region', 'Region'),
          rule: TAGO_REGION_RULE,
          messages: { required: t('integrations.fields.region-required', 'Region is required') },
          placeholder: 'us-e1',
        }),
        secret(
          'api_key',
          t('integrations.fields.api-key', 'API key'),
          t('integrations.fields.api-key-required', 'API key is required'),
        ),
      ];
  }
}
