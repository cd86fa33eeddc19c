import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Program } from '@kelas/contracts/programs';
import { i18next } from '@/lib/i18n/i18n';
import { ProgrammuPage } from './programmu-page';

const ANALISIS: Program = {
  id: 1,
  title: 'Belajar Analisis Data dengan Python',
  thumbnail: 'thumbnails/analisis.svg',
  slug: 'analisis-data',
  progress: 25,
  mentors: [{ name: 'Rina Wijaya' }, { name: 'Dodi Pratama' }],
  group_whatsapp: 'https://chat.whatsapp.com/abc',
  certificate_code: null,
};
const SPEAKING: Program = {
  id: 2,
  title: 'Public Speaking Percaya Diri',
  thumbnail: null,
  slug: 'public-speaking',
  progress: 100,
  mentors: [],
  group_whatsapp: '',
  certificate_code: 'KLS-2026-ABCD',
};

type Seen = { search: string | null; aborted: boolean };
let seen: Seen[] = [];
let slowTerm: string | null = null;

const server = setupServer(
  http.get('*/api/course', async ({ request }) => {
    const search = new URL(request.url).searchParams.get('search');
    const entry: Seen = { search, aborted: false };
    seen.push(entry);
    request.signal.addEventListener('abort', () => {
      entry.aborted = true;
    });
    if (search !== null && search === slowTerm) await delay(3000);
    const all = [ANALISIS, SPEAKING];
    const data = search ? all.filter((p) => p.title.toLowerCase().includes(search.toLowerCase())) : all;
    return HttpResponse.json({ data });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  await i18next.changeLanguage('id');
});
afterAll(() => server.close());
beforeEach(() => {
  seen = [];
  slowTerm = null;
});

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <ProgrammuPage /> }], { initialEntries: ['/programmu'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Programmu page (spec 2.20)', () => {
  it('shows each program with mentors, progress, Lanjut, Gabung Grup and the certificate link', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Programmu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');

    const card = (await screen.findByRole('article', { name: ANALISIS.title })) as HTMLElement;
    const c = within(card);
    expect(c.getByText('Mentor Kelas:').parentElement).toHaveTextContent('Mentor Kelas: Rina Wijaya, Dodi Pratama');
    expect(c.getByRole('progressbar', { name: 'Progress Kelas' })).toHaveAttribute('aria-valuenow', '25');
    expect(c.getByText('25%')).toBeInTheDocument();
    expect(c.getByRole('link', { name: /Lanjut/ })).toHaveAttribute('href', '/learning/analisis-data');
    const group = c.getByRole('link', { name: /Gabung Grup/ });
    expect(group).toHaveAttribute('href', 'https://chat.whatsapp.com/abc');
    expect(group).toHaveAttribute('target', '_blank');
    expect(c.queryByRole('link', { name: /Unduh Sertifikat/ })).toBeNull();

    const other = within(screen.getByRole('article', { name: SPEAKING.title }));
    expect(other.getByRole('link', { name: /Gabung Grup/ })).toHaveAttribute('href', '/');
    expect(other.getByRole('link', { name: /Unduh Sertifikat/ })).toHaveAttribute('href', '/api/certificates/KLS-2026-ABCD/pdf');
    expect(other.getByText('100%')).toBeInTheDocument();
  });

  it('shows the empty state when the learner has no program', async () => {
    server.use(http.get('*/api/course', () => HttpResponse.json({ data: [] })));
    renderPage();
    expect(await screen.findByText('Belum ada pelatihan yang anda miliki')).toBeInTheDocument();
  });

  it('only logs a failed load (spec 8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/course', () => HttpResponse.json({ message: 'rusak' }, { status: 500 })));
    renderPage();
    expect(await screen.findByText('Belum ada pelatihan yang anda miliki')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Gagal memuat Programmu', expect.anything()));
    expect(screen.queryByText('rusak')).toBeNull();
    log.mockRestore();
  });

  it("searches 'Cari Pelatihan' 500 ms after typing, once", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: ANALISIS.title });
    const box = screen.getByRole('searchbox', { name: 'Cari Pelatihan' });
    await user.type(box, 'speak');
    const typedAt = Date.now();
    expect(seen.filter((s) => s.search)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('article', { name: ANALISIS.title })).toBeNull(), { timeout: 2000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(450);
    expect(seen.map((s) => s.search)).toEqual([null, 'speak']);
    expect(screen.getByRole('article', { name: SPEAKING.title })).toBeInTheDocument();
  });

  it('aborts the previous search request when the term changes', async () => {
    const user = userEvent.setup();
    slowTerm = 'ana';
    renderPage();
    await screen.findByRole('article', { name: ANALISIS.title });
    const box = screen.getByRole('searchbox', { name: 'Cari Pelatihan' });
    await user.type(box, 'ana');
    await waitFor(() => expect(seen.map((s) => s.search)).toContain('ana'), { timeout: 2000 });
    await user.type(box, 'lisis');
    await waitFor(() => expect(seen.map((s) => s.search)).toContain('analisis'), { timeout: 2000 });
    await waitFor(() => expect(seen.find((s) => s.search === 'ana')!.aborted).toBe(true));
    expect(seen.find((s) => s.search === 'analisis')!.aborted).toBe(false);
    await waitFor(() => expect(screen.queryByRole('article', { name: SPEAKING.title })).toBeNull());
    expect(screen.getByRole('article', { name: ANALISIS.title })).toBeInTheDocument();
  });

  it('says when a search finds nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: ANALISIS.title });
    await user.type(screen.getByRole('searchbox', { name: 'Cari Pelatihan' }), 'zzz');
    expect(await screen.findByText('Tidak ada pelatihan yang cocok dengan pencarian “zzz”', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('speaks English: My Programmes, its search and its cards', async () => {
    await i18next.changeLanguage('en');
    renderPage();
    expect(screen.getByRole('heading', { name: 'My Programmes' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search Training')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: ANALISIS.title });
    expect(within(card).getByText('Course Mentors:')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Course Progress' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `Continue: ${ANALISIS.title}` })).toHaveTextContent('Continue');
    expect(within(card).getByRole('link', { name: `Join Group: ${ANALISIS.title}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Certificate' })).toBeInTheDocument();
  });
});
