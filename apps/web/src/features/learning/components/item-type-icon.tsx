import { ITEM_TYPES, type ItemType } from '@kelas/contracts/learning';
import {
  BookOpenText,
  CirclePlay,
  ClipboardCheck,
  ClipboardList,
  FileText,
  FileUp,
  MessageSquareText,
  MonitorPlay,
  NotebookPen,
  Presentation,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The label of an item type shown under the item's title in the sidebar (spec 2.21), in the
 * interface language (catalogue `learning:itemTypes`); an unknown type shows as it is.
 */
export function useItemTypeLabel(): (type: ItemType) => string {
  const { t } = useTranslation('learning');
  return (type) => (ITEM_TYPES.includes(type) ? t(`itemTypes.${type}`) : type);
}

const ICONS: Record<ItemType, LucideIcon> = {
  quiz: ClipboardCheck,
  reading: FileText,
  topic: Presentation,
  webinar: MonitorPlay,
  text: BookOpenText,
  video: CirclePlay,
  practice: FileUp,
  task: ClipboardList,
  essay: NotebookPen,
  embed: MessageSquareText,
};

/** The icon of an item type (spec 2.21/2.22: every type the sidebar knows). Decorative: the label says the type. */
export function ItemTypeIcon({ type, className }: { type: ItemType; className?: string }) {
  const Icon = ICONS[type] ?? FileText;
  return <Icon className={className ?? 'size-4'} aria-hidden="true" />;
}
