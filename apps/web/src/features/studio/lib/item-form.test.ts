import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { checkItemForm, itemToForm } from './item-form';
import { STUDIO_NS } from './studio-t';

const t = i18next.getFixedT('id', STUDIO_NS);

describe('item form', () => {
  it('turns a webinar form into the contract detail with ISO times', () => {
    const f = { ...itemToForm(null, 'webinar'), title: 'Sesi Live', webinar_link: 'https://zoom.us/j/1', starts_at: '2026-12-01T19:00', ends_at: '2026-12-01T21:00' };
    const r = checkItemForm('webinar', f, t);
    expect('detail' in r && r.detail).toEqual({
      schedule: { webinar_link: 'https://zoom.us/j/1', starts_at: new Date('2026-12-01T19:00').toISOString(), ends_at: new Date('2026-12-01T21:00').toISOString() },
    });
    expect(itemToForm({ title: 'Sesi Live', detail: 'detail' in r ? r.detail : {} }, 'webinar').starts_at).toBe('2026-12-01T19:00');
  });

  it('places each problem under its input', () => {
    const webinar = checkItemForm('webinar', { ...itemToForm(null, 'webinar'), webinar_link: 'zoom', starts_at: '2026-12-01T19:00', ends_at: '2026-12-01T18:00' }, t);
    expect('errors' in webinar && Object.fromEntries(webinar.errors)).toEqual({ webinar_link: STUDIO_MESSAGES.urlInvalid, ends_at: 'Waktu selesai harus setelah waktu mulai.' });
    const reading = checkItemForm('reading', itemToForm(null, 'reading'), t);
    expect('errors' in reading && reading.errors).toEqual([['pdf', 'Unggah berkas PDF terlebih dahulu.']]);
    const essay = checkItemForm('essay', { ...itemToForm(null, 'essay'), questions: [{ text: 'Apa yang kamu pelajari?' }, { text: ' ' }] }, t);
    expect('errors' in essay && essay.errors).toEqual([['questions.1.text', STUDIO_MESSAGES.questionRequired]]);
  });

  it('keeps an uploaded video as a storage path and a link as a link', () => {
    expect(itemToForm({ title: 'v', detail: { url: 'uploads/video/a.mp4' } }, 'video').video_mode).toBe('file');
    expect(itemToForm({ title: 'v', detail: { url: 'https://youtu.be/x' } }, 'video').video_mode).toBe('link');
    const r = checkItemForm('video', { ...itemToForm(null, 'video'), url: 'uploads/video/a.mp4' }, t);
    expect('detail' in r && r.detail).toEqual({ url: 'uploads/video/a.mp4' });
  });
});
