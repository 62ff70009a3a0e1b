import { HOTSPOT_ID_RULE, HOTSPOT_TEXT_MAX_LENGTH, HOTSPOT_TEXT_RULE, normalizeHotspotId } from '@beacon/shared';
import { contractRules } from '@beacon/shared/ui';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { GroupSelect } from './GroupSelect.tsx';

/** What the register and edit dialogs hold (the id only when registering). */
export interface HotspotFieldValues {
  hotspot_id?: string;
  alias?: string;
  site_id?: string;
  group_id?: string;
}

export interface HotspotFieldsProps {
  /** Registering: the hotspot id field comes first (an existing hotspot's id cannot change). */
  withId?: boolean;
}

/** The typed text, trimmed; undefined when empty (alias and site id are optional). */
export const optionalText = (value: string | undefined): string | undefined => {
  const text = value?.trim() ?? '';
  return text === '' ? undefined : text;
};

/**
 * The register and edit form's fields (admin-and-hotspots.md §5): the hotspot id (a UUID; a
 * `urn:uuid:` prefix is stripped as it is typed or pasted), alias and site id (optional, at most 100
 * characters) and the group (required; the dialogs start at Ungrouped).
 */
export function HotspotFields({ withId = false }: HotspotFieldsProps) {
  const { t } = useTranslation('hotspots');
  const tooLong = t('manage.form.too-long', 'At most {{max, number}} characters', { max: HOTSPOT_TEXT_MAX_LENGTH });
  // Alias and site id: the same optional text, each with its own label.
  const textRules = contractRules(HOTSPOT_TEXT_RULE, { 'too-long': tooLong });
  const optionalTexts = [
    { name: 'alias', label: t('manage.form.alias', 'Alias') },
    { name: 'site_id', label: t('manage.form.site', 'Site ID') },
  ] as const;
  return (
    <>
      {withId && (
        <Form.Item
          name="hotspot_id"
          label={t('manage.form.id', 'Hotspot ID')}
          extra={t('manage.form.id-hint', 'The UUID on the hotspot’s label; a urn:uuid: prefix is removed.')}
          required
          normalize={(value: unknown) => (typeof value === 'string' ? normalizeHotspotId(value) : value)}
          rules={contractRules(HOTSPOT_ID_RULE, {
            required: t('manage.form.id-required', 'Hotspot ID is required'),
            pattern: t('manage.form.id-invalid', 'Valid Hotspot ID required'),
          })}
        >
          <Input autoComplete="off" spellCheck={false} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      )}
      {optionalTexts.map(({ name, label }) => (
        <Form.Item key={name} name={name} label={label} rules={textRules}>
          <Input autoComplete="off" />
        </Form.Item>
      ))}
      <Form.Item
        name="group_id"
        label={t('manage.form.group', 'Group')}
        required
        rules={[{ required: true, message: t('manage.form.group-required', 'Group is required') }]}
      >
        <GroupSelect />
      </Form.Item>
    </>
  );
}
