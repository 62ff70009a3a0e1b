import { FormModal } from '@beacon/shared/ui';
import { UNGROUPED_GROUP_ID } from '@beacon/shared';
import { useTranslation } from 'react-i18next';
import type { Hotspot } from '../../components/hotspotsApi.ts';
import { HotspotFields, type HotspotFieldValues } from '../../components/HotspotFields.tsx';
import type { UpdateHotspotBody } from './api.ts';

export interface EditHotspotModalProps {
  /** The hotspot being edited; null: closed. */
  hotspot: Hotspot | null;
  saving: boolean;
  /** Answers whether the change was saved (the dialog then closes); on failure what was typed stays. */
  onSave: (body: UpdateHotspotBody) => Promise<boolean>;
  onClose: () => void;
}

/** The Edit dialog of the hotspot view: alias, site id and group (the id cannot change). */
export function EditHotspotModal({ hotspot, saving, onSave, onClose }: EditHotspotModalProps) {
  const { t } = useTranslation('hotspots');

  // Cleared texts are sent empty, so an alias or site id can be removed.
  const save = ({ alias, site_id, group_id }: HotspotFieldValues) =>
    onSave({ alias: alias?.trim() ?? '', site_id: site_id?.trim() ?? '', group_id: group_id ?? UNGROUPED_GROUP_ID });

  return (
    <FormModal<HotspotFieldValues>
      open={hotspot !== null}
      title={t('hotspot.edit.title', 'Edit hotspot')}
      okText={t('hotspot.edit.submit', 'Save')}
      busy={saving}
      initialValues={
        hotspot ? { alias: hotspot.alias ?? '', site_id: hotspot.site_id ?? '', group_id: hotspot.group_id } : undefined
      }
      onSubmit={save}
      onClose={onClose}
    >
      <HotspotFields />
    </FormModal>
  );
}
