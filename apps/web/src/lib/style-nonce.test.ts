import { describe, expect, it } from 'vitest';
import { applyStyleNonce, pageStyleNonce } from './style-nonce';

describe('style nonce', () => {
  it('reads the page nonce from its meta element, and none without it', () => {
    const doc = document.implementation.createHTMLDocument('t');
    expect(pageStyleNonce(doc)).toBeNull();
    const meta = doc.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'bm9uY2U=';
    doc.head.append(meta);
    expect(pageStyleNonce(doc)).toBe('bm9uY2U=');
  });

  it('gives every <style> element created afterwards the nonce, and nothing else', () => {
    applyStyleNonce('bm9uY2U=');
    applyStyleNonce('another');
    const style = document.createElement('style');
    expect(style.nonce).toBe('bm9uY2U=');
    expect(document.createElement('STYLE').nonce).toBe('bm9uY2U=');
    expect(document.createElement('div').nonce).toBe('');
    expect(document.createElement('script').nonce).toBe('');
  });
});
