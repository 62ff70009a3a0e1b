import { useTranslation } from 'react-i18next';

/** A kind of record in words: one (a result's type tag) and many (the heading of its group). */
export interface KindWords {
  one: string;
  many: string;
}

/**
 * The kinds of records the palette finds, in words, in one place; a kind the shell does not know yet
 * (a remote's new one) is named by the kind itself.
 */
export function useKindWords(): (kind: string) => KindWords {
  const { t } = useTranslation('shell');
  const words: Record<string, KindWords> = {
    network: { one: t('palette.kind.network', 'Network'), many: t('palette.group.networks', 'Networks') },
    device: { one: t('palette.kind.device', 'Device'), many: t('palette.group.devices', 'Devices') },
    hotspot: { one: t('palette.kind.hotspot', 'Hotspot'), many: t('palette.group.hotspots', 'Hotspots') },
    group: { one: t('palette.kind.group', 'Group'), many: t('palette.group.groups', 'Groups') },
    account: { one: t('palette.kind.account', 'Account'), many: t('palette.group.accounts', 'Accounts') },
    tier: { one: t('palette.kind.tier', 'Tier'), many: t('palette.group.tiers', 'Tiers') },
  };
  return (kind) => words[kind] ?? { one: kind, many: kind };
}
