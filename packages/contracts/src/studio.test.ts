import { describe, expect, it } from 'vitest';
import { STUDIO_MESSAGES_EN } from './locales/en/studio.ts';
import { confirmDeleteMessage, STUDIO_MESSAGES } from './studio.ts';

describe('studio messages (placeholders are i18next {{name}})', () => {
  it('fills the count of a delete that needs confirming, in either language, with the spec text unchanged', () => {
    expect(confirmDeleteMessage(3)).toBe('Materi ini sudah diselesaikan oleh 3 peserta. Kirim ulang dengan ?confirm=true untuk menghapus.');
    expect(confirmDeleteMessage(2, STUDIO_MESSAGES.chapterDeleteNeedsConfirm)).toBe('Bab ini berisi materi yang sudah diselesaikan oleh 2 peserta. Kirim ulang dengan ?confirm=true untuk menghapus.');
    expect(confirmDeleteMessage(1, STUDIO_MESSAGES_EN.deleteNeedsConfirm)).toBe('Learners who have completed this item: 1. Send again with ?confirm=true to delete it.');
  });
});
