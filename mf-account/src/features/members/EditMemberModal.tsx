import { FormModal } from '@beacon/shared/ui';
import type { AssignableLevel, Member } from '@beacon/shared/contract';
import Form from 'antd/es/form';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_LEVELS, assignableLevelLabel } from '../../components/levels.ts';

export interface EditMemberModalProps {
  /** The member being edited (never the owner); null when closed. */
  member: Member | null;
  saving: boolean;
  onSave: (member: Member, level: AssignableLevel) => void;
  onClose: () => void;
}

interface EditMemberValues {
  user_level?: AssignableLevel;
}

/** The edit-level dialog (admin-and-hotspots.md §6): 20 Administrator, 30 Member, 40 Installer. */
export function EditMemberModal({ member, saving, onSave, onClose }: EditMemberModalProps) {
  const { t } = useTranslation('account');
  const current = member && member.user_level !== 0 ? member.user_level : undefined;

  return (
    <FormModal<EditMemberValues>
      open={member !== null}
      title={t('members.edit.title', 'Edit member level')}
      okText={t('members.edit.save', 'Save')}
      busy={saving}
      initialValues={{ user_level: current }}
      onSubmit={({ user_level }) => {
        if (member && user_level !== undefined) onSave(member, user_level);
      }}
      onClose={onClose}
      intro={<Typography.Paragraph style={{ overflowWrap: 'anywhere' }}>{member?.email}</Typography.Paragraph>}
    >
      <Form.Item
        name="user_level"
        label={t('members.edit.level', 'Level')}
        rules={[{ required: true, message: t('members.edit.level-required', 'Choose a level') }]}
      >
        <Segmented<AssignableLevel>
          block
          options={ASSIGNABLE_LEVELS.map((level) => ({ value: level, label: assignableLevelLabel(t, level) }))}
        />
      </Form.Item>
    </FormModal>
  );
}
