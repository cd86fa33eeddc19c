import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfigQuery, DEFAULT_APP_CONFIG, inlinedAppConfig } from './app-config';

/** Decision 147: the server's pages carry GET /api/config's data in `#kelas-config`. */
function carry(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'kelas-config';
  block.textContent = text;
  document.head.append(block);
}

describe('the configuration the page carries', () => {
  afterEach(() => {
    document.getElementById('kelas-config')?.remove();
    vi.restoreAllMocks();
  });

  const SERVER = { ...DEFAULT_APP_CONFIG, brand: 'Akademi', phone: '+62 811-1111-1111' };

  it('is read from the page, and /api/config is then never asked', async () => {
    carry(JSON.stringify(SERVER));
    expect(inlinedAppConfig()).toEqual(SERVER);
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect(await new QueryClient().ensureQueryData(appConfigQuery)).toEqual(SERVER);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is ignored when absent, not JSON, or missing a field', () => {
    expect(inlinedAppConfig()).toBeUndefined();
    carry('{"brand":');
    expect(inlinedAppConfig()).toBeUndefined();
    document.getElementById('kelas-config')?.remove();
    const { phone: _phone, ...partial } = SERVER;
    carry(JSON.stringify(partial));
    expect(inlinedAppConfig()).toBeUndefined();
    document.getElementById('kelas-config')?.remove();
    carry('null');
    expect(inlinedAppConfig()).toBeUndefined();
  });
});
