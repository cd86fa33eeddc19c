import type { ActiveMaterial, CourseActivity } from '@kelas/contracts/learning';
import type { FileStore } from './file-store';

/** A course of 4 items (text, reading, quiz, reading) in 2 chapters, for the offline tests. */
export const activity: CourseActivity = {
  course_id: 7,
  course_slug: 'kelas-data',
  course_title: 'Kelas Data',
  course_progress: 0,
  certificate_code: null,
  sequential: false,
  preview: false,
  materials: [
    {
      material_id: 70,
      material_title: 'Bab 1',
      items: [
        {
          item_id: 701,
          title: 'Selamat Datang',
          item_type: 'text',
          is_complete: 0,
          completion_rule: 'own_action',
          is_locked: false,
        },
        {
          item_id: 702,
          title: 'Modul 1',
          item_type: 'reading',
          is_complete: 0,
          completion_rule: 'own_action',
          is_locked: false,
        },
      ],
    },
    {
      material_id: 71,
      material_title: 'Bab 2',
      items: [
        {
          item_id: 711,
          title: 'Quiz 1',
          item_type: 'quiz',
          is_complete: 0,
          completion_rule: 'passed',
          is_locked: false,
        },
        {
          item_id: 712,
          title: 'Modul 2',
          item_type: 'reading',
          is_complete: 0,
          completion_rule: 'own_action',
          is_locked: false,
        },
      ],
    },
  ],
};

export const reading = (itemId = 702, pdf = '/storage/documents/modul-1.pdf'): ActiveMaterial => ({
  item_id: itemId,
  material_id: itemId === 712 ? 71 : 70,
  name: itemId === 712 ? 'Modul 2' : 'Modul 1',
  item_type: 'reading',
  is_complete: 0,
  completion_rule: 'own_action',
  pass_mark: null,
  detail: { id: itemId, pdf: pdf.replace('/storage/', ''), pdf_url: pdf },
});
export const text: ActiveMaterial = {
  item_id: 701,
  material_id: 70,
  name: 'Selamat Datang',
  item_type: 'text',
  is_complete: 0,
  completion_rule: 'own_action',
  pass_mark: null,
  detail: { id: 701 },
};
export const quiz: ActiveMaterial = {
  item_id: 711,
  material_id: 71,
  name: 'Quiz 1',
  item_type: 'quiz',
  is_complete: 0,
  completion_rule: 'passed',
  pass_mark: 70,
  detail: {},
};

/** An in-memory stand-in for Cache Storage: `files` are the server's files; `failing` URLs fail to download. */
export function memoryFiles(
  files: Record<string, string>,
  failing: string[] = [],
): FileStore & { stored: Map<string, Blob> } {
  const stored = new Map<string, Blob>();
  return {
    stored,
    async put(url) {
      if (failing.includes(url)) throw new TypeError('Failed to fetch');
      const body = files[url];
      if (body === undefined) throw new Error(`HTTP 404 ${url}`);
      const blob = new Blob([body], { type: 'application/pdf' });
      stored.set(url, blob);
      return blob.size;
    },
    async get(url) {
      return stored.get(url) ?? null;
    },
    async remove(url) {
      stored.delete(url);
    },
  };
}
