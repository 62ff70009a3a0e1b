import type { PaletteResult, PaletteSection, RecentItem } from '@beacon/shared';
import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';
import { itemValue, type ListedCommand, type PaletteGroup } from './paletteModel.ts';
import { RecordLine } from './PaletteItems.tsx';
import { useKindWords } from './useKindWords.ts';

export interface PaletteGroupsProps {
  groups: readonly PaletteGroup[];
  onOpen: (item: PaletteResult | RecentItem) => void;
  onCommand: (command: ListedCommand) => void;
}

function useGroupHeadings() {
  const { t } = useTranslation('shell');
  const kindWords = useKindWords();
  const sections: Record<PaletteSection, string> = {
    actions: t('palette.group.actions', 'Actions'),
    navigation: t('palette.group.navigation', 'Go to'),
  };
  const recent = t('palette.group.recent', 'Recent');
  return (group: PaletteGroup) =>
    group.type === 'recent' ? recent : group.type === 'commands' ? sections[group.section] : kindWords(group.kind).many;
}

/** The palette's list: each group under its heading, each entry a cmdk item (an ARIA option). */
export function PaletteGroups({ groups, onOpen, onCommand }: PaletteGroupsProps) {
  const heading = useGroupHeadings();
  return groups.map((group) => (
    <Command.Group key={group.key} heading={heading(group)}>
      {group.type === 'commands'
        ? group.items.map((item) => (
            <Command.Item key={item.key} value={itemValue(group, item)} onSelect={() => onCommand(item)}>
              <span className="palette-item-main">
                <span className="palette-item-title">{item.title}</span>
              </span>
              {item.command.children && <span aria-hidden="true">›</span>}
            </Command.Item>
          ))
        : group.items.map((item: PaletteResult | RecentItem) => (
            <Command.Item key={`${group.key}:${item.id}`} value={itemValue(group, item)} onSelect={() => onOpen(item)}>
              <RecordLine item={item} />
            </Command.Item>
          ))}
    </Command.Group>
  ));
}
