import type { StudioCourse } from '@kelas/contracts/studio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { CourseShell } from './course-shell';
import { CurriculumPage } from './curriculum-page';
import { testChapter, testCourse } from './studio-test-course';

const course: StudioCourse = testCourse([testChapter(3, 'Pembuka', 0, [])]);
const created: string[] = [];
let arrive!: () => void;
const arrived = new Promise<void>((resolve) => (arrive = resolve));

const server = setupServer(
  http.get('*/api/admin/courses/7', () => HttpResponse.json({ data: course })),
  http.get('*/api/admin/studio/abilities', () => HttpResponse.json({ data: { roles: ['author'], can_create: true, can_publish: false, course_count: 1 } })),
  http.post('*/api/admin/courses/7/chapters', async ({ request }) => {
    created.push(((await request.json()) as { title: string }).title);
    // The second click lands while the first request is still on its way, as on a real network.
    await arrived;
    return HttpResponse.json({ data: testChapter(5, 'Bab Baru', 1, []) }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(cleanup);

it("adds one chapter for a double click on 'Tambah Bab'", async () => {
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
    ],
    { initialEntries: ['/studio/courses/7/curriculum'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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
