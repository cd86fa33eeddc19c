import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { activity, memoryFiles, quiz, reading, text } from './offline-fixtures';
import { enqueueCompletion } from './completion-queue';
import {
  getSavedReading,
  listSavedReadings,
  offlineActivity,
  offlineMaterial,
  readRecord,
  rememberActivity,
  removeReading,
  saveReading,
} from './offline-store';

const OWNER = 'Learner@Example.com';
let kv: ReturnType<typeof createStore>;
let files: ReturnType<typeof memoryFiles>;
const PDF1 = '/storage/documents/modul-1.pdf';
const PDF2 = '/storage/documents/modul-2.pdf';

beforeEach(() => {
  kv = createStore(`kelas-offline-test-${Math.random()}`, 'records');
  files = memoryFiles({ [PDF1]: '%PDF-1.4 satu', [PDF2]: '%PDF-1.4 dua' });
});

describe('saveReading / removeReading', () => {
  it('stores a reading with its PDF and the course snapshot; the account key ignores case', async () => {
    const saved = await saveReading(
      { kv, files, now: () => new Date('2026-11-24T01:00:00Z') },
      { owner: OWNER, activity, material: reading() },
    );
    expect(saved).toMatchObject({
      itemId: 702,
      itemType: 'reading',
      chapterId: 70,
      courseId: 7,
      courseSlug: 'kelas-data',
      fileUrl: PDF1,
      bytes: 13,
      savedAt: '2026-11-24T01:00:00.000Z',
    });
    expect(files.stored.has(PDF1)).toBe(true);
    expect(await getSavedReading('learner@example.com', 702, kv)).toEqual(saved);
    expect(await offlineActivity(OWNER, 'kelas-data', kv)).toEqual(activity);
    expect(await offlineMaterial(OWNER, 702, kv)).toEqual(reading());
  });

  it('stores a text without a file', async () => {
    const saved = await saveReading({ kv, files }, { owner: OWNER, activity, material: text });
    expect(saved).toMatchObject({ itemId: 701, fileUrl: null, bytes: 0 });
    expect(files.stored.size).toBe(0);
  });

  it('refuses other types, items outside the course and foreign URLs, writing nothing', async () => {
    await expect(saveReading({ kv, files }, { owner: OWNER, activity, material: quiz })).rejects.toThrow(
      /tidak bisa disimpan/,
    );
    await expect(
      saveReading({ kv, files }, { owner: OWNER, activity, material: reading(999) }),
    ).rejects.toThrow(/tidak ada di kelas/);
    await expect(
      saveReading(
        { kv, files },
        { owner: OWNER, activity, material: reading(702, 'https://evil.example/x.pdf') },
      ),
    ).rejects.toThrow(/tidak didukung/);
    await expect(
      saveReading({ kv, files }, { owner: OWNER, activity, material: reading(702, '//evil.example/x.pdf') }),
    ).rejects.toThrow(/tidak didukung/);
    expect(await readRecord(OWNER, kv)).toEqual({ readings: {}, activities: {}, queue: [] });
  });

  it('a failed download writes no record (no half-saved reading)', async () => {
    files = memoryFiles({}, [PDF1]);
    await expect(saveReading({ kv, files }, { owner: OWNER, activity, material: reading() })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(await listSavedReadings(OWNER, kv)).toEqual([]);
    expect(await offlineActivity(OWNER, 'kelas-data', kv)).toBeNull();
  });

  it('lists newest first; removing one keeps the course while another item of it is saved, then forgets it and the file', async () => {
    await saveReading(
      { kv, files, now: () => new Date('2026-11-24T01:00:00Z') },
      { owner: OWNER, activity, material: reading() },
    );
    await saveReading(
      { kv, files, now: () => new Date('2026-11-24T02:00:00Z') },
      { owner: OWNER, activity, material: reading(712, PDF2) },
    );
    expect((await listSavedReadings(OWNER, kv)).map((s) => s.itemId)).toEqual([712, 702]);
    await removeReading({ kv, files }, OWNER, 702);
    expect(files.stored.has(PDF1)).toBe(false);
    expect(files.stored.has(PDF2)).toBe(true);
    expect(await offlineActivity(OWNER, 'kelas-data', kv)).not.toBeNull();
    await removeReading({ kv, files }, OWNER, 712);
    expect(await listSavedReadings(OWNER, kv)).toEqual([]);
    expect(await offlineActivity(OWNER, 'kelas-data', kv)).toBeNull();
    expect(files.stored.size).toBe(0);
  });

  it('another account sees nothing of it', async () => {
    await saveReading({ kv, files }, { owner: OWNER, activity, material: reading() });
    expect(await listSavedReadings('mentor@example.com', kv)).toEqual([]);
    expect(await offlineMaterial('mentor@example.com', 702, kv)).toBeNull();
  });
});

describe('offline activity', () => {
  it('shows queued completions as complete with the progress recomputed', async () => {
    await saveReading({ kv, files }, { owner: OWNER, activity, material: reading() });
    await enqueueCompletion(
      OWNER,
      {
        itemId: 702,
        courseSlug: 'kelas-data',
        body: { courseId: 7, itemId: 70, itemType: 'reading' },
        queuedAt: '2026-11-24T03:00:00Z',
      },
      kv,
    );
    const a = (await offlineActivity(OWNER, 'kelas-data', kv))!;
    expect(a.materials[0]!.items.map((i) => i.is_complete)).toEqual([0, 1]);
    expect(a.course_progress).toBe(25);
    expect((await offlineMaterial(OWNER, 702, kv))!.is_complete).toBe(1);
  });

  it('an online load refreshes the snapshot only of a course with saved items', async () => {
    await rememberActivity(OWNER, activity, kv);
    expect(await offlineActivity(OWNER, 'kelas-data', kv)).toBeNull();
    await saveReading({ kv, files }, { owner: OWNER, activity, material: text });
    const newer = { ...activity, course_progress: 50, course_title: 'Kelas Data (baru)' };
    await rememberActivity(OWNER, newer, kv);
    expect(await offlineActivity(OWNER, 'kelas-data', kv)).toEqual(newer);
  });
});
