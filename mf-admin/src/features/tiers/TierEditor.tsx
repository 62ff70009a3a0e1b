import { TIER_NAME_RULE, TIER_PROFILE_NAME_RULE } from '@beacon/shared';
import { LoadFailure, contractRules } from '@beacon/shared/ui';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureDefinition, TierProfile } from '@beacon/shared/contract';
import type { SaveTierBody } from './api.ts';
import { TierFeatureForm } from './TierFeatureForm.tsx';
import {
  featuresJson,
  featuresToSave,
  initialFeatures,
  parseFeaturesJson,
  type FeatureValues,
} from './tierFeatures.ts';
import { useFeaturesJsonRule } from './useFeaturesJsonRule.ts';

export interface TierEditorProps {
  open: boolean;
  /** The tier edited; undefined: a new tier. */
  tier: TierProfile | undefined;
  /** The feature definitions; undefined while they load (or when they failed: `definitionsError`). */
  definitions: FeatureDefinition[] | undefined;
  definitionsError: string | undefined;
  onRetryDefinitions: () => void;
  saving: boolean;
  /** Saves; answers whether it worked (the editor then closes). */
  onSave: (body: SaveTierBody) => Promise<boolean>;
  onClose: () => void;
}

type FeaturesView = 'form' | 'json';

interface TierFormValues {
  tier_name: string;
  profile_name: string;
  features: FeatureValues;
  features_json?: string;
}

/**
 * Creates or edits a tier profile, in a drawer: tier_name (lowercase, required, fixed once created),
 * the display name, and the features as a form built from the feature definitions or as raw JSON
 * (which must parse). Switching between the two views keeps the values.
 */
export function TierEditor({ open, tier, definitions, ...props }: TierEditorProps) {
  const { t } = useTranslation('admin');
  const editing = tier !== undefined;
  return (
    <Drawer
      open={open}
      onClose={props.onClose}
      size="min(640px, 100vw)"
      destroyOnHidden
      title={
        editing
          ? t('tiers.editor.edit-title', 'Edit tier {{name}}', { name: tier.tier_name })
          : t('tiers.editor.create-title', 'New tier')
      }
    >
      {definitions || props.definitionsError ? (
        <TierForm key={tier?.tier_name ?? ''} tier={tier} definitions={definitions ?? []} {...props} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

function TierForm({
  tier,
  definitions,
  definitionsError,
  onRetryDefinitions,
  saving,
  onSave,
  onClose,
}: Omit<TierEditorProps, 'open' | 'definitions'> & { definitions: FeatureDefinition[] }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<TierFormValues>();
  const [view, setView] = useState<FeaturesView>(definitionsError ? 'json' : 'form');
  const jsonRule = useFeaturesJsonRule(definitions);
  const editing = tier !== undefined;
  const featuresHeading = useId();
  /** The contract's length limit of a name, with the editor's message. */
  const tooLong = (max: number) => t('tiers.editor.too-long', 'At most {{max, number}} characters', { max });

  const initialValues: TierFormValues = {
    tier_name: tier?.tier_name ?? '',
    profile_name: tier?.profile_name ?? '',
    features: initialFeatures(tier?.features, definitions),
    features_json: featuresJson(initialFeatures(tier?.features, definitions)),
  };

  const switchView = async (next: FeaturesView) => {
    if (next === 'json') {
      form.setFieldValue('features_json', featuresJson(form.getFieldValue('features') as FeatureValues));
      return setView('json');
    }
    try {
      await form.validateFields(['features_json']);
    } catch {
      return; // the JSON's message shows under it; the view stays until it parses
    }
    const parsed = parseFeaturesJson(String(form.getFieldValue('features_json')));
    if (parsed.ok) form.setFieldValue('features', parsed.features);
    setView('form');
  };

  const save = async (values: TierFormValues) => {
    const parsed = view === 'json' ? parseFeaturesJson(values.features_json ?? '') : undefined;
    const features = parsed?.ok ? parsed.features : (form.getFieldValue('features') as FeatureValues);
    const saved = await onSave({
      tier_name: values.tier_name.trim(),
      profile_name: values.profile_name.trim(),
      features: featuresToSave(features),
    });
    if (saved) onClose();
  };

  return (
    <Form<TierFormValues> form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void save(v)}>
      <Form.Item
        name="tier_name"
        label={t('tiers.editor.tier-name', 'Tier name')}
        required
        extra={editing ? t('tiers.editor.tier-name-fixed', 'A tier name cannot be changed.') : undefined}
        rules={contractRules(TIER_NAME_RULE, {
          required: t('tiers.editor.tier-name-required', 'Tier name is required'),
          'too-long': tooLong(TIER_NAME_RULE.maxLength.value),
          pattern: t('tiers.editor.tier-name-pattern', 'Tier name must be lowercase letters, digits, - or _'),
        })}
      >
        <Input disabled={editing} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="profile_name"
        label={t('tiers.editor.display-name', 'Display name')}
        required
        rules={contractRules(TIER_PROFILE_NAME_RULE, {
          required: t('tiers.editor.display-name-required', 'Display name is required'),
          'too-long': tooLong(TIER_PROFILE_NAME_RULE.maxLength.value),
        })}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 16 }}>
        <span id={featuresHeading} style={{ fontWeight: 600 }}>
          {t('tiers.editor.features', 'Features')}
        </span>
        <Segmented<FeaturesView>
          aria-labelledby={featuresHeading}
          value={view}
          onChange={(next) => void switchView(next)}
          options={[
            { value: 'form', label: t('tiers.editor.view-form', 'Form'), disabled: definitionsError !== undefined },
            { value: 'json', label: t('tiers.editor.view-json', 'JSON') },
          ]}
        />
      </Flex>
      {definitionsError && (
        <LoadFailure
          title={t(
            'tiers.editor.definitions-failed',
            'The feature definitions could not be loaded: edit the features as JSON',
          )}
          message={definitionsError}
          retrying={false}
          onRetry={onRetryDefinitions}
        />
      )}
      {view === 'form' ? (
        <TierFeatureForm definitions={definitions} />
      ) : (
        <Form.Item name="features_json" label={t('tiers.editor.json-label', 'Features as JSON')} rules={[jsonRule]}>
          <Input.TextArea
            autoSize={{ minRows: 8, maxRows: 24 }}
            spellCheck={false}
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
      )}
      <Flex justify="flex-end" gap="small">
        <Button onClick={onClose}>{t('tiers.editor.cancel', 'Cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('tiers.editor.save', 'Save')}
        </Button>
      </Flex>
    </Form>
  );
}
