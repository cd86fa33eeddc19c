import { STUDIO_MESSAGES, type StudioCourse } from '@kelas/contracts/studio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CourseShell } from './course-shell';
import { ItemEditorPage } from './item-editor-page';
import { testChapter, testCourse, testItem } from './studio-test-course';

let course: StudioCourse;
let patches: { title?: string; version?: number; release_after_days?: number | null; release_at?: string | null }[];

const withItem = (over: { title: string; version: number }) => testCourse([testChapter(3, 'Pembuka', 0, [testItem(31, 3, 0, over)])]);

const server = setupServer(
  // Staff screens read the academy's zone from the public configuration (decision 267).
  http.get('*/api/config', () => HttpResponse.json({ data: DEFAULT_APP_CONFIG })),
  http.get('*/api/admin/courses/7', () => HttpResponse.json({ data: course })),
  http.get('*/api/admin/studio/abilities', () => HttpResponse.json({ data: { roles: ['admin'], can_create: true, can_publish: true, course_count: 1 } })),
  http.patch('*/api/admin/items/31', async ({ request }) => {
    const body = (await request.json()) as { title: string; version: number };
    patches.push(body);
    const stored = course.chapters[0]!.items[0]!;
    if (body.version !== stored.version) return HttpResponse.json({ message: STUDIO_MESSAGES.staleVersion, code: 'STALE_VERSION' }, { status: 409 });
    course = withItem({ title: body.title, version: stored.version + 1 });
    return HttpResponse.json({ data: course.chapters[0]!.items[0] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  course = withItem({ title: 'Selamat datang', version: 4 });
  patches = [];
});
afterEach(cleanup);

/** Opens the item's editor, then someone else saves the item (version 5) behind the author's back. */
async function editWhileAnotherSaves() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <CourseShell courseId={7} tab="item">
            <ItemEditorPage itemId={31} newChapterId={null} newType={null} />
          </CourseShell>
        ),
      },
    ],
    { initialEntries: ['/studio/courses/7/items/31'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const title = await screen.findByLabelText('Judul materi');
  course = withItem({ title: 'Judul dari Rekan', version: 5 });
  await user.clear(title);
  await user.type(title, 'Judul Saya');
  await user.click(screen.getByRole('button', { name: 'Simpan Materi' }));
  const banner = await screen.findByRole('alert', { name: 'Sudah ada versi yang lebih baru' });
  return { user, banner, title };
}

describe('item editor: a conflict keeps the local edits (decision 270)', { timeout: 20_000 }, () => {
  it('takes the focus, shows the newer saved value beside the author’s, and saves the author’s on the newer version', async () => {
    const { user, banner, title } = await editWhileAnotherSaves();
    expect(banner).toHaveFocus();
    const row = await within(banner).findByText('Judul dari Rekan');
    expect(row.closest('div')).toHaveTextContent('Judul materi');
    expect(within(banner).getByText('Judul Saya')).toBeInTheDocument();
    // The edits are still in the form.
    expect(title).toHaveValue('Judul Saya');

    await user.click(within(banner).getByRole('button', { name: 'Timpa dengan Versi Saya' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Sudah ada versi yang lebih baru' })).not.toBeInTheDocument());
    expect(patches.map((p) => [p.title, p.version])).toEqual([
      ['Judul Saya', 4],
      ['Judul Saya', 5],
    ]);
    expect(title).toHaveValue('Judul Saya');
  });

  it('takes the newer version with “Pakai Versi Terbaru” and saves nothing more', async () => {
    const { user, banner, title } = await editWhileAnotherSaves();
    await within(banner).findByText('Judul dari Rekan');
    await user.click(within(banner).getByRole('button', { name: 'Pakai Versi Terbaru' }));
    expect(title).toHaveValue('Judul dari Rekan');
    expect(screen.queryByRole('alert', { name: 'Sudah ada versi yang lebih baru' })).not.toBeInTheDocument();
    expect(patches).toHaveLength(1);
    // The next save is made on the newer version.
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Simpan Materi' }));
    await waitFor(() => expect(patches.map((p) => p.version)).toEqual([4, 5]));
  });
});

describe('item editor: drip release (decision 288)', { timeout: 20_000 }, () => {
  it('asks for a date, then sets the item’s opening date read in WIB', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const router = createMemoryRouter([{ path: '*', element: <CourseShell courseId={7} tab="item"><ItemEditorPage itemId={31} newChapterId={null} newType={null} /></CourseShell> }], {
      initialEntries: ['/studio/courses/7/items/31'],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Jadwal buka' });
    await user.click(within(group).getByRole('radio', { name: 'Dibuka pada tanggal tertentu' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Materi' }));
    expect(await within(group).findByText('Isi tanggal dan jam buka yang valid.')).toBeInTheDocument();
    expect(patches).toEqual([]);
    await user.type(within(group).getByLabelText('Tanggal dan jam buka (WIB)'), '2026-12-08T09:00');
    await user.click(screen.getByRole('button', { name: 'Simpan Materi' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ release_after_days: null, release_at: '2026-12-08T02:00:00.000Z', version: 4 });
  });
});
