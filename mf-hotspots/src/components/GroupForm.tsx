import {
  ALERT_EMAIL_RULE,
  ALERT_WEBHOOK_RULE,
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_DESCRIPTION_RULE,
  GROUP_NAME_MAX_LENGTH,
  GROUP_NAME_RULE,
} from '@beacon/shared';
import { contractRules, FormModal } from '@beacon/shared/ui';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Switch from 'antd/es/switch';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@beacon/shared';
import type { GroupBody, HotspotGroup } from './hotspotsApi.ts';

export type AlertTargetType = 'email' | 'webhook';

/** What the form holds: the e-mail and the webhook apart, so switching the type keeps both as typed. */
export interface GroupFormValues {
  name: string;
  description: string;
  alert_enabled: boolean;
  alert_target_type: AlertTargetType;
  email: string;
  webhook: string;
}

/** The form's values for a group (edit), or the empty form (add: alerts off, target e-mail). */
export function groupFormValues(group?: HotspotGroup): GroupFormValues {
  const type = group?.alert_target_type ?? 'email';
  const target = group?.alert_target_value ?? '';
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    alert_enabled: group?.alert_enabled ?? false,
    alert_target_type: type,
    email: type === 'email' ? target : (group?.alert_email ?? ''),
    webhook: type === 'webhook' ? target : (group?.alert_webhook ?? ''),
  };
}

/** The create/update body: trimmed texts; the target type and value only when alerts are on. */
export function groupBody(values: GroupFormValues): GroupBody {
  const body: GroupBody = {
    name: values.name.trim(),
    description: (values.description ?? '').trim(),
    alert_enabled: values.alert_enabled,
  };
  if (!values.alert_enabled) return body;
  const type = values.alert_target_type;
  return {
    ...body,
    alert_target_type: type,
    alert_target_value: ((type === 'email' ? values.email : values.webhook) ?? '').trim(),
  };
}

/** What a save of the dialog came to: saved, failed (the caller said so), or refused with the server's message. */
export type GroupSaveOutcome = boolean | { readonly refused: string };

/** A failed save's outcome: a 400 keeps the server's message for the dialog; anything else is only toasted. */
export function refusedOutcome(error: ApiError): GroupSaveOutcome {
  return error.status === 400 ? { refused: error.message } : false;
}

export interface GroupFormProps {
  open: boolean;
  /** "Add Group" or "Edit group". */
  title: string;
  okText: string;
  /** The group to edit; undefined to add one. */
  group?: HotspotGroup | undefined;
  /** The name cannot change (Ungrouped keeps its name). */
  nameLocked?: boolean;
  saving: boolean;
  /**
   * Saves the body; resolves true to close the dialog, false to keep it open with what was typed, or
   * `{ refused }` to keep it open and show the server's message (a 400, e.g. a webhook it does not send to).
   */
  onSave: (body: GroupBody) => Promise<GroupSaveOutcome>;
  onClose: () => void;
}

/**
 * The Add/Edit group dialog (admin-and-hotspots.md §5): name (required, ≤ 100), description, alerts
 * on or off and, when on, an e-mail (≤ 100, valid) or a webhook (≤ 200, http(s)). The rules come from
 * the contract. Saving an invalid form shows "Please fix the errors in the form" in the dialog, above
 * the fields, besides each field's message; a save the platform refuses (400) shows its message there, until
 * the form is changed.
 */
export function GroupForm({ open, title, okText, group, nameLocked, saving, onSave, onClose }: GroupFormProps) {
  const { t } = useTranslation('hotspots');
  const [form] = Form.useForm<GroupFormValues>();
  const [invalid, setInvalid] = useState(false);
  const [refused, setRefused] = useState<string>();
  const initial = useMemo(() => groupFormValues(group), [group]);
  // Before the form has mounted its fields, useWatch answers undefined: the initial values stand in.
  const alertsOn = Form.useWatch('alert_enabled', form) ?? initial.alert_enabled;
  const targetType = Form.useWatch('alert_target_type', form) ?? initial.alert_target_type;
  const tooLong = (max: number) => t('groups.form.too-long', 'At most {{max, number}} characters', { max });
  const invalidEmail = t('groups.form.email-invalid', 'Valid email required');
  const invalidUrl = t('groups.form.webhook-invalid', 'Valid URL required');

  const submit = async (values: GroupFormValues) => {
    setInvalid(false);
    setRefused(undefined);
    const outcome = await onSave(groupBody(values));
    if (outcome !== true && outcome !== false) setRefused(outcome.refused);
    return outcome === true;
  };

  return (
    <FormModal<GroupFormValues>
      open={open}
      title={title}
      okText={okText}
      busy={saving}
      form={form}
      focusField={nameLocked ? 'description' : 'name'}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      onFinishFailed={() => setInvalid(true)}
      onFieldsChange={() => {
        setRefused(undefined);
        if (invalid && form.getFieldsError().every(({ errors }) => errors.length === 0)) setInvalid(false);
      }}
      afterClose={() => {
        setInvalid(false);
        setRefused(undefined);
      }}
    >
      {refused !== undefined && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={refused} />}
      {invalid && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('groups.form.fix-errors', 'Please fix the errors in the form')}
        />
      )}
      <Form.Item
        name="name"
        label={t('groups.form.name', 'Name')}
        extra={nameLocked ? t('groups.form.name-locked', 'The Ungrouped group keeps its name.') : undefined}
        rules={contractRules(GROUP_NAME_RULE, {
          required: t('groups.form.name-required', 'Group name is required'),
          'too-long': tooLong(GROUP_NAME_MAX_LENGTH),
        })}
      >
        <Input autoComplete="off" disabled={nameLocked} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('groups.form.description', 'Description')}
        rules={contractRules(GROUP_DESCRIPTION_RULE, { 'too-long': tooLong(GROUP_DESCRIPTION_MAX_LENGTH) })}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item name="alert_enabled" label={t('groups.form.alerts', 'Alerts')} valuePropName="checked">
        <Switch
          checkedChildren={t('groups.form.alerts-on', 'On')}
          unCheckedChildren={t('groups.form.alerts-off', 'Off')}
        />
      </Form.Item>
      {alertsOn && (
        <>
          <Form.Item name="alert_target_type" label={t('groups.form.target-type', 'Send alerts by')}>
            <Segmented<AlertTargetType>
              aria-label={t('groups.form.target-type', 'Send alerts by')}
              options={[
                { value: 'email', label: t('groups.form.type-email', 'Email') },
                { value: 'webhook', label: t('groups.form.type-webhook', 'Webhook') },
              ]}
            />
          </Form.Item>
          {targetType === 'webhook' ? (
            <Form.Item
              name="webhook"
              label={t('groups.form.webhook', 'Webhook URL')}
              extra={t('groups.form.webhook-hint', 'An http(s) URL; each alert is POSTed to it as JSON.')}
              rules={contractRules(ALERT_WEBHOOK_RULE, {
                required: t('groups.form.webhook-required', 'Webhook is required'),
                'too-long': tooLong(ALERT_WEBHOOK_RULE.maxLength.value),
                url: invalidUrl,
              })}
            >
              <Input autoComplete="off" inputMode="url" placeholder="https://" />
            </Form.Item>
          ) : (
            <Form.Item
              name="email"
              label={t('groups.form.email', 'Alert email')}
              rules={contractRules(ALERT_EMAIL_RULE, {
                required: invalidEmail,
                'too-long': tooLong(ALERT_EMAIL_RULE.maxLength.value),
                pattern: invalidEmail,
              })}
            >
              <Input autoComplete="off" inputMode="email" />
            </Form.Item>
          )}
        </>
      )}
    </FormModal>
  );
}
