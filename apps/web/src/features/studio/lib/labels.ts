import type { CourseKind } from '@kelas/contracts/catalogue-kinds';
import type { CourseStatus } from '@kelas/contracts/studio';
import type { ItemType } from '@kelas/contracts/learning';
import type { BadgeTone } from '@/components/ui/badge';

/** Indonesian names of what the studio shows. */
export const KIND_LABELS: Record<CourseKind, string> = {
  learning_video: 'Learning Video',
  record_webinar: 'Record Webinar',
  free_class: 'Free Class',
};

export const STATUS_LABELS: Record<CourseStatus, string> = { draft: 'Draf', published: 'Terbit', archived: 'Diarsipkan' };
export const STATUS_TONES: Record<CourseStatus, BadgeTone> = { draft: 'kuning', published: 'hijau', archived: 'abu' };

/** Item types in the order the 'Tambah Materi' menu offers them (topic and task are older names of webinar and practice). */
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  reading: 'Bacaan (PDF)',
  text: 'Teks',
  video: 'Video',
  webinar: 'Webinar',
  topic: 'Webinar (topik)',
  embed: 'Embed / Survei',
  essay: 'Jurnal Refleksi (esai)',
  practice: 'Tugas Praktik',
  task: 'Tugas',
  quiz: 'Kuis',
};
/** Types offered when adding an item. */
export const CREATABLE_TYPES: ItemType[] = ['reading', 'text', 'video', 'webinar', 'embed', 'essay', 'practice', 'quiz'];
