import { FormModal } from '@beacon/shared/ui';
import { normalizeHotspotId, UNGROUPED_GROUP_ID } from '@beacon/shared';
import { useTranslation } from 'react-i18next';
import { HotspotFields, optionalText, type HotspotFieldValues } from '../../components/HotspotFields.tsx';
import type { CreateHotspotBody } from './api.ts';

export interface RegisterHotspotModalProps {
  open: boolean;
  registering: boolean;
  /** The id the dialog opens with (`?hotspot_id=` from the scanner app), normalised here. */
  initialHotspotId?: string | undefined;
  /** Answers whether the hotspot was registered (the dialog then closes); on failure what was typed stays. */
  onRegister: (body: CreateHotspotBody) => Promise<boolean>;
  onClose: () => void;
}

/** The Register Hotspot dialog (admin-and-hotspots.md §2.3, §5): id, alias, site id and group (Ungrouped). */
export function RegisterHotspotModal({
  open,
  registering,
  initialHotspotId,
  onRegister,
  onClose,
}: RegisterHotspotModalProps) {
  const { t } = useTranslation('hotspots');
  const initialValues: HotspotFieldValues = {
    hotspot_id: initialHotspotId === undefined ? undefined : normalizeHotspotId(initialHotspotId),
    group_id: UNGROUPED_GROUP_ID,
  };

  const register = ({ hotspot_id = '', alias, site_id, group_id }: HotspotFieldValues) =>
    onRegister({
      hotspot_id: normalizeHotspotId(hotspot_id),
      alias: optionalText(alias),
      site_id: optionalText(site_id),
      group_id: group_id ?? UNGROUPED_GROUP_ID,
    });

  return (
    <FormModal<HotspotFieldValues>
      open={open}
      title={t('manage.register.title', 'Register Hotspot')}
      okText={t('manage.register.submit', 'Register')}
      busy={registering}
      initialValues={initialValues}
      onSubmit={register}
      onClose={onClose}
    >
      <HotspotFields withId />
    </FormModal>
  );
}
