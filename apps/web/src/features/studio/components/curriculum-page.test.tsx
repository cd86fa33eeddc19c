import type { StudioCourse } from '@kelas/contracts/studio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { CourseShell } from './course-shell';
import { CurriculumPage } from './curriculum-page';
import { testChapter, testCourse, testItem } from './studio-test-course';

let course: StudioCourse;
let calls: { method: string; url: string; body: unknown }[];

const server = setupServer(
  // Staff screens read the academy's zone from the public configuration (decision 267).
  http.get('*/api/config', () => HttpResponse.json({ data: DEFAULT_APP_CONFIG })),
  http.get('*/api/admin/courses/7', () => HttpResponse.json({ data: course })),
  http.get('*/api/admin/courses/8', () => HttpResponse.json({ data: { ...course, id: 8, title: 'Kelas Uji (Salinan)', slug: 'kelas-uji-salinan' } })),
  http.get('*/api/admin/studio/abilities', () => HttpResponse.json({ data: { roles: ['author'], can_create: true, can_publish: false, course_count: 1 } })),
  http.put('*/api/admin/items/:id/move', async ({ request, params }) => {
    const body = (await request.json()) as { chapter_id: number; position: number };
    calls.push({ method: 'PUT', url: `/items/${String(params.id)}/move`, body });
    const item = course.chapters.flatMap((c) => c.items).find((i) => i.id === Number(params.id))!;
    course = {
      ...course,
      chapters: course.chapters.map((c) =>
        c.id === body.chapter_id ? { ...c, items: [...c.items, { ...item, chapter_id: c.id, position: c.items.length }] } : { ...c, items: c.items.filter((i) => i.id !== item.id) },
      ),
    };
    return HttpResponse.json({ data: { ...item, chapter_id: body.chapter_id, position: body.position } });
  }),
  http.post('*/api/admin/chapters/:id/duplicate', ({ params }) => {
    calls.push({ method: 'POST', url: `/chapters/${String(params.id)}/duplicate`, body: null });
    return HttpResponse.json({ data: testChapter(99, 'Pembuka (Salinan)', 1, []) }, { status: 201 });
  }),
  http.post('*/api/admin/courses/7/duplicate', () => {
    calls.push({ method: 'POST', url: '/courses/7/duplicate', body: null });
    return HttpResponse.json({ data: { ...course, id: 8, title: 'Kelas Uji (Salinan)', slug: 'kelas-uji-salinan' } }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  course = testCourse([testChapter(3, 'Pembuka', 0, [testItem(31, 3, 0, { title: 'Selamat datang', version: 4 }), testItem(32, 3, 1)]), testChapter(4, 'Pandas', 1, [testItem(41, 4, 0)])]);
  calls = [];
});
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  await i18next.changeLanguage('id');
});

function renderCurriculum() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/studio/courses/7/curriculum',
        element: (
          <CourseShell courseId={7} tab="curriculum">
            <CurriculumPage />
          </CourseShell>
        ),
      },
      { path: '/studio/courses/:id', element: <p>Kelas dibuka</p> },
    ],
    { initialEntries: ['/studio/courses/7/curriculum'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const itemsOf = (chapter: string) =>
  within(screen.getByRole('list', { name: `Materi bab ${chapter}` }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

describe('curriculum: move and duplicate (decision 270)', { timeout: 20_000 }, () => {
  it('moves an item to the end of another chapter from its “Pindahkan ke bab…” select, with the item’s version', async () => {
    renderCurriculum();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Pindahkan Selamat datang ke bab lain' });
    // Only the other chapters are offered.
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Pindahkan ke bab…', 'Bab 2: Pandas']);
    expect(screen.getByText(/Untuk memindahkan materi ke bab lain/)).toBeInTheDocument();
    await user.selectOptions(select, 'Bab 2: Pandas');
    await waitFor(() => expect(calls).toEqual([{ method: 'PUT', url: '/items/31/move', body: { chapter_id: 4, position: 1, version: 4 } }]));
    await waitFor(() => expect(itemsOf('Pandas')).toEqual(['Materi 41', 'Selamat datang']));
    expect(itemsOf('Pembuka')).toEqual(['Materi 32']);
  });

  it('duplicates a chapter with “Duplikat Bab” and the course with “Duplikat Kelas”, then opens the copy', async () => {
    const router = renderCurriculum();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Duplikat bab Pembuka' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/chapters/3/duplicate']));
    await user.click(screen.getByRole('button', { name: 'Duplikat Kelas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/courses/8'));
    expect(calls.map((c) => c.url)).toEqual(['/chapters/3/duplicate', '/courses/7/duplicate']);
  });

  it('names the controls in English', async () => {
    await i18next.changeLanguage('en');
    renderCurriculum();
    expect(await screen.findByRole('combobox', { name: 'Move Selamat datang to another chapter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate chapter Pembuka' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate course' })).toBeInTheDocument();
  });
});

describe('curriculum: adding a chapter', () => {
  it("adds one chapter for a double click on 'Tambah Bab'", async () => {
    const created: string[] = [];
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    server.use(
      http.post('*/api/admin/courses/7/chapters', async ({ request }) => {
        created.push(((await request.json()) as { title: string }).title);
        // The second click lands while the first request is still on its way, as on a real network.
        await arrived;
        return HttpResponse.json({ data: testChapter(5, 'Bab Baru', 2, []) }, { status: 201 });
      }),
    );
    renderCurriculum();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Judul bab baru'), 'Bab Baru');
    // Two clicks before the page re-renders (what a quick double click does in a real browser).
    const add = screen.getByRole('button', { name: 'Tambah Bab' });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(created).toHaveLength(1));
    arrive();
    // Done: the field is emptied for the next chapter, and only one was asked for.
    await waitFor(() => expect(screen.getByLabelText('Judul bab baru')).toHaveValue(''));
    expect(created).toEqual(['Bab Baru']);
  });
});

describe('curriculum: drip release (decision 288)', () => {
  it('marks dripped chapters and items, and sets a chapter’s days in its edit form; a 422 lands under the field', async () => {
    course = testCourse([
      testChapter(3, 'Pembuka', 0, [testItem(31, 3, 0, { title: 'Selamat datang', release_at: '2026-12-08T02:00:00.000Z' })]),
      { ...testChapter(4, 'Pandas', 1, [testItem(41, 4, 0)]), release_after_days: 7 },
    ]);
    const sent: unknown[] = [];
    let answer = () => HttpResponse.json({ message: 'Data tidak valid.', errors: { release_after_days: ['Jumlah hari harus bilangan bulat 0 sampai 3650.'] } }, { status: 422 });
    server.use(
      http.patch('*/api/admin/chapters/3', async ({ request }) => {
        sent.push(await request.json());
        return answer();
      }),
    );
    renderCurriculum();
    const user = userEvent.setup();
    expect(await screen.findByText('Dibuka 7 hari setelah mulai')).toBeInTheDocument();
    expect(screen.getByText(/^Dibuka 8 Des 2026.*09\.00 WIB$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ubah bab Pembuka' }));
    const group = screen.getByRole('group', { name: 'Jadwal buka' });
    expect(within(group).getByRole('radio', { name: 'Langsung terbuka' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Dibuka sekian hari setelah angkatan dimulai' }));
    const days = within(group).getByLabelText('Jumlah hari (0–3650)');
    await user.type(days, '3651');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    // The form's own check first: nothing sent.
    expect(await within(group).findByText('Jumlah hari harus bilangan bulat 0 sampai 3650.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ title: 'Pembuka', release_after_days: 14, release_at: null });
    expect(await within(group).findByText('Jumlah hari harus bilangan bulat 0 sampai 3650.')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');

    answer = () => HttpResponse.json({ data: { ...testChapter(3, 'Pembuka', 0, []), release_after_days: 14 } });
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Jadwal buka' })).not.toBeInTheDocument());
  });
});
