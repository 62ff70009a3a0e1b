import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { HotspotGroup } from './hotspotsApi.ts';

const BREAK = { wordBreak: 'break-all' } as const;

export interface AlertTargetTextProps {
  type: 'email' | 'webhook' | null | undefined;
  value: string | null | undefined;
}

/** An alert target as plain text ("Email: ops@…", "Webhook: https://…"), never a live link. */
export function AlertTargetText({ type, value }: AlertTargetTextProps) {
  const { t } = useTranslation('hotspots');
  if (!type || !value)
    return <Typography.Text type="secondary">{t('groups.target.no-target', 'No target')}</Typography.Text>;
  const label =
    type === 'email' ? t('groups.target.target-email', 'Email') : t('groups.target.target-webhook', 'Webhook');
  return (
    <Typography.Text style={BREAK}>
      {t('groups.target.target', '{{type}}: {{value}}', { type: label, value })}
    </Typography.Text>
  );
}

/** A group's alerts: "Alerts off", or "Alerts on" with where they go. */
export function GroupAlertsText({ group }: { group: HotspotGroup }) {
  const { t } = useTranslation('hotspots');
  if (!group.alert_enabled)
    return <Typography.Text type="secondary">{t('groups.target.off', 'Alerts off')}</Typography.Text>;
  return (
    <span>
      <Typography.Text strong>{t('groups.target.on', 'Alerts on')}</Typography.Text>
      {' · '}
      <AlertTargetText type={group.alert_target_type} value={group.alert_target_value} />
    </span>
  );
}
