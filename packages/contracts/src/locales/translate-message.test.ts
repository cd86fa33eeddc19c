import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../api-messages.ts';
import { HEALTH_MESSAGES } from '../health.ts';
import { INPUT_MESSAGES } from '../text.ts';
import { API_MESSAGES_EN } from './en/api-messages.ts';
import { translateMessage } from './translate-message.ts';

describe('translateMessage (decision 211)', () => {
  it('answers the English twin of an Indonesian catalogue text', () => {
    expect(translateMessage(INPUT_MESSAGES.notFound, 'en')).toBe('Page or data not found.');
    expect(translateMessage(HEALTH_MESSAGES.unavailable, 'en')).toBe('The service is unavailable right now. Please try again in a moment.');
    expect(translateMessage(API_MESSAGES.quiz.timeUp, 'en')).toBe(API_MESSAGES_EN.quiz.timeUp);
  });

  it('carries the values of a placeholder text into its twin', () => {
    expect(translateMessage('Terlalu banyak percobaan. Silakan coba lagi dalam 42 detik.', 'en')).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(translateMessage('Maksimal 500 karakter.', 'en')).toBe('At most 500 characters.');
  });

  it('prefers the exact text over a template that also matches it', () => {
    // INPUT_MESSAGES.tooLong is 'Maksimal 10000 karakter.', also an instance of 'Maksimal {{max}} karakter.'
    expect(translateMessage(INPUT_MESSAGES.tooLong, 'en')).toBe('At most 10000 characters.');
  });

  it('leaves Indonesian, unknown texts and near misses unchanged', () => {
    expect(translateMessage(INPUT_MESSAGES.notFound, 'id')).toBe(INPUT_MESSAGES.notFound);
    expect(translateMessage('Teks yang tidak ada di katalog.', 'en')).toBe('Teks yang tidak ada di katalog.');
    expect(translateMessage(`${INPUT_MESSAGES.notFound} `, 'en')).toBe(`${INPUT_MESSAGES.notFound} `);
    expect(translateMessage('Terlalu banyak percobaan. Silakan coba lagi dalam  detik.', 'en')).not.toMatch(/Too many/);
    expect(translateMessage('', 'en')).toBe('');
  });
});
