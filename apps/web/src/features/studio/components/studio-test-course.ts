import type { StudioChapter, StudioCourse, StudioItem } from '@kelas/contracts/studio';

/** Test data of the studio's component tests: a draft course with the given chapters. */
export function testCourse(chapters: StudioChapter[]): StudioCourse {
  return {
    id: 7,
    kind: 'learning_video',
    slug: 'kelas-uji',
    title: 'Kelas Uji',
    status: 'draft',
    thumbnail: null,
    thumbnail_url: null,
    version: 1,
    chapter_count: chapters.length,
    item_count: chapters.reduce((n, c) => n + c.items.length, 0),
    enrolment_count: 0,
    review_requested_at: null,
    updated_at: '2026-11-20T03:00:00Z',
    description: '',
    duration_hours: 2,
    group_whatsapp: '',
    prakerja_course_code: null,
    rating: 0,
    purchase_count: 0,
    sequential: false,
    recording_makeup: false,
    published_at: null,
    created_at: '2026-11-20T03:00:00Z',
    tools: [],
    mentors: [],
    authors: [],
    highlights: [],
    careers: [],
    testimonials: [],
    former_slugs: [],
    packages: [],
    chapters,
    missing: {},
    preview_url: '/learning/kelas-uji',
  };
}

export const testItem = (id: number, chapterId: number, position: number, over: Partial<StudioItem> = {}): StudioItem => ({
  id,
  chapter_id: chapterId,
  title: `Materi ${id}`,
  item_type: 'text',
  position,
  detail: { html: '<p>Isi</p>' },
  completed_count: 0,
  prakerja_sequence: null,
  release_after_days: null,
  release_at: null,
  version: 1,
  ...over,
});

export const testChapter = (id: number, title: string, position: number, items: StudioItem[]): StudioChapter => ({
  id,
  title,
  position,
  prakerja_sequence: null,
  release_after_days: null,
  release_at: null,
  version: 1,
  completed_count: 0,
  items,
});
