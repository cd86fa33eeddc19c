import type { ItemType } from '@kelas/contracts/learning';
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

/** Label of each item type shown under the item's title in the sidebar (spec 2.21). */
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  quiz: 'Quiz',
  reading: 'Bacaan',
  topic: 'Webinar',
  webinar: 'Webinar',
  text: 'Teks',
  video: 'Video',
  practice: 'Tugas Praktik',
  task: 'Tugas',
  essay: 'Jurnal Refleksi',
  embed: 'Survei',
};

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
