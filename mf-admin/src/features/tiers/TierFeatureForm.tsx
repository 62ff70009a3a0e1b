import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import type { FormRule } from 'antd';
import type { FeatureDefinition } from '@beacon/shared/contract';
import { featureOptions, featureProblem, groupByCategory } from './tierFeatures.ts';
import { useFeatureTexts } from './useFeatureTexts.ts';

export interface TierFeatureFormProps {
  /** The feature definitions (listStandardTiers → feature_definitions). */
  definitions: readonly FeatureDefinition[];
}

/**
 * The tier's features as form fields (inside the editor's Form, under `features`), grouped by
 * category in the spec's order: booleans as switches, integers as numbers within their min and max,
 * support_tier (and any text with options) as a select, other text as a text field.
 */
export function TierFeatureForm({ definitions }: TierFeatureFormProps) {
  const texts = useFeatureTexts();
  return (
    <Flex vertical gap="small">
      {groupByCategory(definitions).map(({ category, definitions: group }) => (
        <section key={category} aria-label={texts.categoryName(category)}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {texts.categoryName(category)}
          </Typography.Title>
          {group.map((definition) => (
            <FeatureField key={definition.key} definition={definition} />
          ))}
        </section>
      ))}
    </Flex>
  );
}

function FeatureField({ definition }: { definition: FeatureDefinition }) {
  const texts = useFeatureTexts();
  const name = ['features', definition.key];
  const rule: FormRule = {
    validator: (_, value: unknown) => {
      const problem = featureProblem(definition, value);
      return problem ? Promise.reject(new Error(texts.problemText(definition, problem))) : Promise.resolve();
    },
  };
  const label = texts.featureName(definition);
  const description = texts.featureDescription(definition);

  if (definition.feature_type === 'boolean')
    return (
      <Form.Item name={name} label={label} extra={description} valuePropName="checked" rules={[rule]}>
        <Switch />
      </Form.Item>
    );

  if (definition.feature_type === 'integer') {
    const bounds = texts.bounds(definition);
    return (
      <Form.Item
        name={name}
        label={label}
        extra={bounds ? `${description} (${bounds})` : description}
        rules={[rule]}
        normalize={(value: string) => (value === '' || value === undefined ? undefined : Number(value))}
      >
        <Input
          type="number"
          inputMode="numeric"
          step={1}
          min={definition.min_value ?? undefined}
          max={definition.max_value ?? undefined}
          style={{ maxWidth: 240 }}
        />
      </Form.Item>
    );
  }

  const options = featureOptions(definition);
  return (
    <Form.Item name={name} label={label} extra={description} rules={[rule]}>
      {options ? (
        <Select
          allowClear
          virtual={false}
          options={options.map((value) => ({ value, label: value }))}
          style={{ maxWidth: 240 }}
        />
      ) : (
        <Input maxLength={200} />
      )}
    </Form.Item>
  );
}
