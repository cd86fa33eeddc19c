import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { i18next } from '@/lib/i18n/i18n';
import { readRecord } from '../lib/offline-store';
import { activity, memoryFiles, reading } from '../lib/offline-fixtures';
import { SaveOfflineButton } from './save-offline-button';

const OWNER = `putri-${Math.random()}@example.com`;
const PDF = '/storage/documents/modul-1.pdf';

function setup(files: ReturnType<typeof memoryFiles>) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <SaveOfflineButton material={reading()} activity={activity} files={files} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => session.login('token-1', { name: 'Putri', email: OWNER, avatar: null }));
afterEach(() => {
  cleanup();
  session.logout();
});

describe('SaveOfflineButton', () => {
  it("'Simpan offline' stores the reading and its PDF; 'Hapus dari offline' forgets both", async () => {
    const files = memoryFiles({ [PDF]: '%PDF-1.4 isi' });
    const user = setup(files);
    await user.click(await screen.findByRole('button', { name: 'Simpan offline' }));
    expect(await screen.findByText('Tersedia offline')).toBeInTheDocument();
    expect(screen.getByText(/12\.00 bytes/)).toBeInTheDocument();
    expect(files.stored.has(PDF)).toBe(true);
    expect(Object.keys((await readRecord(OWNER)).readings)).toEqual(['702']);

    await user.click(screen.getByRole('button', { name: 'Hapus dari offline' }));
    expect(await screen.findByRole('button', { name: 'Simpan offline' })).toBeInTheDocument();
    expect(files.stored.size).toBe(0);
    expect((await readRecord(OWNER)).readings).toEqual({});
  });

  it('a failed download saves nothing and keeps the button', async () => {
    const files = memoryFiles({}, [PDF]);
    const user = setup(files);
    await user.click(await screen.findByRole('button', { name: 'Simpan offline' }));
    expect(await screen.findByRole('button', { name: 'Simpan offline' })).toBeEnabled();
    expect(screen.queryByText('Tersedia offline')).not.toBeInTheDocument();
    expect((await readRecord(OWNER)).readings).toEqual({});
  });
});

describe('SaveOfflineButton in English', () => {
  afterEach(async () => {
    await i18next.changeLanguage('id');
  });

  it("'Save offline', then 'Available offline' and 'Remove from offline'", async () => {
    await i18next.changeLanguage('en');
    const user = setup(memoryFiles({ [PDF]: '%PDF-1.4 isi' }));
    expect(await screen.findByText('Save this material to read it without the internet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save offline' }));
    expect(await screen.findByText('Available offline')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from offline' })).toBeInTheDocument();
  });
});
