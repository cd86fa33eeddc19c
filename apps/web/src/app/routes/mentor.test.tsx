import type { MentorSubmission } from '@kelas/contracts/mentor';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { Component as MentorRoute } from './mentor';

// PDF.js needs canvas and workers that jsdom lacks; the viewer is a third-party boundary, and the
// loader around it stands in as its file.
vi.mock('react-pdf', () => ({ Page: () => null }));
vi.mock('@/lib/pdf/pdf-file', () => ({
  PdfFile: ({ file }: { file: string }) => <div data-testid="pdf" data-file={file} />,
}));

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

const base: MentorSubmission = {
  id: 7,
  status: 'submitted',
  learner: { id: 3, name: 'Putri Lestari', email: 'learner@example.com' },
  course: { id: 1, slug: 'kelas-data', title: 'Belajar Analisis Data' },
  item: { id: 11, title: 'Tugas Praktik Mandiri 1' },
  file_name: 'Laporan Putri.pdf',
  file_size: 20480,
  file_url: '/api/course/practice/assignment/7/file?expires=1&signature=abc',
  file_url_expires_at: '2030-01-01T00:00:00Z',
  submitted_at: '2026-11-20T03:00:00Z',
  score: null,
  feedback: null,
  graded_at: null,
  graded_by: null,
};

let submissions: MentorSubmission[];
let graded: unknown[];
let forbid: boolean;
let listQueries: string[];

const server = setupServer(
  http.get('*/api/mentor/courses', () =>
    forbid
      ? HttpResponse.json({ message: 'Anda tidak memiliki akses.' }, { status: 403 })
      : HttpResponse.json({
          data: [
            {
              id: 1,
              slug: 'kelas-data',
              title: 'Belajar Analisis Data',
              waiting_count: submissions.filter((s) => s.status === 'submitted').length,
            },
          ],
        }),
  ),
  http.get('*/api/mentor/submissions', ({ request }) => {
    const q = new URL(request.url).searchParams;
    listQueries.push(q.toString());
    if (forbid) return HttpResponse.json({ message: 'Anda tidak memiliki akses.' }, { status: 403 });
    const want = q.get('status') === 'graded' ? 'graded' : 'submitted';
    const data = submissions.filter((s) => s.status === want);
    return HttpResponse.json({ data, meta: { page: 1, per_page: 20, total: data.length, last_page: 1 } });
  }),
  http.get('*/api/mentor/submissions/:id', ({ params }) => {
    const s = submissions.find((x) => x.id === Number(params.id))!;
    return HttpResponse.json({
      data: { ...s, instruction: '<p>Bersihkan data.</p>', objective: '<p>Paham groupby.</p>', duration: 90 },
    });
  }),
  http.post('*/api/mentor/submissions/:id/grade', async ({ params, request }) => {
    const body = (await request.json()) as { score: number; feedback: string };
    graded.push(body);
    const s = submissions.find((x) => x.id === Number(params.id))!;
    Object.assign(s, {
      status: 'graded',
      score: body.score,
      feedback: body.feedback,
      graded_at: '2026-11-21T00:00:00Z',
      graded_by: { id: 2, name: 'Budi' },
    });
    return HttpResponse.json({ data: { ...s, instruction: '', objective: '', duration: 90 } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  submissions = [
    structuredClone(base),
    {
      ...structuredClone(base),
      id: 8,
      learner: { id: 4, name: 'Andi Wijaya', email: 'andi@example.com' },
      submitted_at: '2026-11-21T01:00:00Z',
    },
  ];
  graded = [];
  forbid = false;
  listQueries = [];
});

function renderRoute(role: 'learner' | 'mentor' | 'admin' | undefined) {
  session.login('token-1', {
    name: 'Budi',
    email: 'mentor@example.com',
    avatar: null,
    ...(role ? { role } : {}),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/mentor', element: <MentorRoute /> },
      { path: '*', element: <p>lain</p> },
    ],
    { initialEntries: ['/mentor'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('/mentor', () => {
  it('shows a 403 state to a learner without calling the API', () => {
    renderRoute('learner');
    expect(screen.getByRole('heading', { name: 'Akses ditolak' })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(listQueries).toEqual([]);
  });

  it('shows the 403 state when the API refuses (no role stored)', async () => {
    forbid = true;
    renderRoute(undefined);
    expect(await screen.findByRole('heading', { name: 'Akses ditolak' })).toBeInTheDocument();
  });

  it('lists waiting submissions with learner, item, course and time, and filters by tab', async () => {
    const user = renderRoute('mentor');
    expect(screen.getByRole('heading', { name: 'Konsol Mentor' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Putri Lestari')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Tugas Praktik Mandiri 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Belajar Analisis Data')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Dikirim/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Menunggu Penilaian/ })).toHaveAttribute('aria-selected', 'true');
    expect(listQueries.at(-1)).toBe('status=waiting&page=1');

    await user.selectOptions(screen.getByLabelText('Kelas'), '1');
    await waitFor(() => expect(listQueries.at(-1)).toBe('status=waiting&page=1&course_id=1'));
    await user.click(screen.getByRole('tab', { name: 'Sudah Dinilai' }));
    expect(await screen.findByText('Belum ada tugas yang dinilai.')).toBeInTheDocument();
    expect(listQueries.at(-1)).toBe('status=graded&page=1&course_id=1');
  });

  it('opens a submission with its PDF, validates and sends the grade', async () => {
    const user = renderRoute('mentor');
    await user.click(
      await screen.findByRole('button', { name: 'Nilai Tugas: Putri Lestari, Tugas Praktik Mandiri 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tugas Putri Lestari' });
    expect(await within(dialog).findByTestId('pdf')).toHaveAttribute('data-file', base.file_url);
    expect(within(dialog).getByRole('link', { name: /Buka di tab baru/ })).toHaveAttribute(
      'href',
      base.file_url,
    );
    expect(within(dialog).getByText('Laporan Putri.pdf')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Simpan Nilai' }));
    expect(await within(dialog).findByText('Nilai wajib diisi.')).toBeInTheDocument();
    expect(within(dialog).getByText('Catatan wajib diisi.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nilai (0–100)'), '120');
    await user.type(within(dialog).getByLabelText('Catatan untuk peserta'), 'Analisis rapi.');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Nilai' }));
    expect(
      await within(dialog).findByText('Nilai harus bilangan bulat dari 0 sampai 100.'),
    ).toBeInTheDocument();
    expect(graded).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Nilai (0–100)'));
    await user.type(within(dialog).getByLabelText('Nilai (0–100)'), '85');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Nilai' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(graded).toEqual([{ score: 85, feedback: 'Analisis rapi.' }]);
    // The list refreshes: only Andi waits now.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Andi Wijaya')).toBeInTheDocument();
  });
});
