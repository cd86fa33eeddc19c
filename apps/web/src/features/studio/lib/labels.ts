import type { CourseStatus } from '@kelas/contracts/studio';
import type { ItemType } from '@kelas/contracts/learning';
import type { BadgeTone } from '@/components/ui/badge';

/** Badge colours of the course statuses (their names: `studio:statuses.*`; kinds: `studio:kinds.*`; item types: `studio:itemTypes.*`). */
export const STATUS_TONES: Record<CourseStatus, BadgeTone> = { draft: 'kuning', published: 'hijau', archived: 'abu' };

/** Types offered when adding an item, in the order the 'Tambah Materi' menu offers them (topic and task are older names of webinar and practice). */
export const CREATABLE_TYPES: ItemType[] = ['reading', 'text', 'video', 'webinar', 'embed', 'essay', 'practice', 'quiz'];
