import { API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_NAME_RULE } from '@beacon/shared';
import { contractRules, FormModal, useToastedCall } from '@beacon/shared/ui';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useCreateApiTokenMutation } from './api.ts';
import { TOKEN_LEVELS, tokenLevelLabel, type TokenLevel } from './levels.ts';

export interface CreateTokenModalProps {
  accountId: string;
  open: boolean;
  onClose: () => void;
  /** The token exists: the page fetches its secret (once) and shows it. */
  onCreated: (tokenId: string, name: string) => void;
}

interface CreateTokenValues {
  name: string;
  user_level: TokenLevel;
  /** Days until it expires; 0 for never. */
  expires: number;
}

const DAY = 24 * 60 * 60;
const EXPIRY_DAYS = [0, 30, 90, 365] as const;

/**
 * The name's character count, counted as the contract does (trimmed), and typing or pasting stops at
 * the limit: what goes past it is cut off (the leading spaces the server trims do not count).
 */
const NAME_COUNT = {
  show: true,
  max: API_TOKEN_NAME_MAX_LENGTH,
  strategy: (value: string) => value.trim().length,
  exceedFormatter: (value: string, { max }: { max: number }) =>
    value.slice(0, value.length - value.trimStart().length + max),
};

/** The create modal: name, level (Administrator 20, Member 30, Installer 40), optional expiry. */
export function CreateTokenModal({ accountId, open, onClose, onCreated }: CreateTokenModalProps) {
  const { t } = useTranslation('account');
  const toasted = useToastedCall();
  const [form] = Form.useForm<CreateTokenValues>();
  const [createToken] = useCreateApiTokenMutation();

  const create = async ({ name, user_level, expires }: CreateTokenValues) => {
    const trimmed = name.trim();
    const expiration = expires > 0 ? Math.floor(Date.now() / 1000) + expires * DAY : undefined;
    const created = await toasted(
      () =>
        createToken({
          accountId,
          body: { name: trimmed, user_level, ...(expiration === undefined ? {} : { expiration }) },
        }).unwrap(),
      {
        error: (message) => t('api-tokens.create.error', 'Error creating token: {{message}}', { message }),
        refusedField: { form, name: 'name' },
      },
    );
    if (!created.ok) return;
    onClose();
    onCreated(created.result.token_id, trimmed);
  };

  return (
    <FormModal<CreateTokenValues>
      open={open}
      title={t('api-tokens.create.title', 'Create API Token')}
      okText={t('api-tokens.create.submit', 'Create')}
      form={form}
      initialValues={{ user_level: 30, expires: 0 }}
      onSubmit={create}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('api-tokens.create.name', 'Name')}
        extra={t('api-tokens.create.name-hint', 'Where the token is used, e.g. "billing export job"')}
        required
        rules={contractRules(API_TOKEN_NAME_RULE, {
          required: t('api-tokens.create.name-required', 'This field is required'),
          'too-long': t('api-tokens.create.name-too-long', 'At most 100 characters'),
        })}
      >
        <Input autoComplete="off" count={NAME_COUNT} />
      </Form.Item>
      <Form.Item name="user_level" label={t('api-tokens.create.level', 'Level')}>
        <Select
          options={TOKEN_LEVELS.map((level) => ({ value: level, label: `${level} ${tokenLevelLabel(t, level)}` }))}
        />
      </Form.Item>
      <Form.Item name="expires" label={t('api-tokens.create.expires', 'Expires')}>
        <Select
          options={EXPIRY_DAYS.map((days) => ({
            value: days,
            label:
              days === 0
                ? t('api-tokens.create.never', 'Never')
                : t('api-tokens.create.in-days', 'In {{count, number}} days', { count: days }),
          }))}
        />
      </Form.Item>
    </FormModal>
  );
}
