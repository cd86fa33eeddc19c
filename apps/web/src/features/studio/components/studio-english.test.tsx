import type { StudioCourse } from '@kelas/contracts/studio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { CourseShell } from './course-shell';
import { useDeleteWithConfirm } from './delete-with-confirm';
import { ItemEditorPage } from './item-editor-page';
import { SortableList } from './sortable-list';

const COURSE: StudioCourse = {
  id: 7,
  kind: 'record_webinar',
  slug: 'kelas-uji',
  title: 'Kelas Uji',
  status: 'draft',
  thumbnail: null,
  thumbnail_url: null,
  version: 1,
  chapter_count: 1,
  item_count: 0,
  enrolment_count: 0,
  review_requested_at: null,
  updated_at: '2026-11-20T03:00:00Z',
  description: '',
  duration_hours: 2,
  group_whatsapp: '',
  prakerja_course_code: null,
  rating: 0,
  purchase_count: 0,
  sequential: false,
  recording_makeup: false,
  published_at: null,
  created_at: '2026-11-20T03:00:00Z',
  tools: [],
  mentors: [],
  authors: [],
  highlights: [],
  careers: [],
  testimonials: [],
  former_slugs: [],
  packages: [],
  chapters: [{ id: 3, title: 'Pembuka', position: 1, prakerja_sequence: null, release_after_days: null, release_at: null, version: 1, completed_count: 0, items: [] }],
  missing: {},
  preview_url: '/learning/kelas-uji',
};
let created: unknown[] = [];
const server = setupServer(
  // Staff screens read the academy's zone from the public configuration (decision 267).
  http.get('*/api/config', () => HttpResponse.json({ data: DEFAULT_APP_CONFIG })),
  http.get('*/api/admin/courses/7', () => HttpResponse.json({ data: COURSE })),
  http.post('*/api/admin/chapters/3/items', async ({ request }) => {
    created.push(await request.json());
    return HttpResponse.json({ data: {} }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// The studio in English: names a screen reader reads, counted texts and form messages.
beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('id');
});

const CHAPTERS = [
  { id: 1, title: 'Introduction' },
  { id: 2, title: 'Pandas' },
];

function DeleteHarness({ count }: { count: number }) {
  const del = useDeleteWithConfirm();
  return (
    <>
      <button type="button" onClick={() => del.ask({ what: 'materi', title: 'Reading 1', completedCount: count, run: () => Promise.resolve() })}>
        ask
      </button>
      {del.dialog}
    </>
  );
}

describe('studio in English', () => {
  it('names the reorder controls and tells dnd-kit’s instructions in English', () => {
    render(<SortableList items={CHAPTERS} label="Chapter order" onReorder={vi.fn()} renderItem={(c) => <span>{c.title}</span>} />);
    expect(screen.getByRole('button', { name: 'Move Introduction up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Pandas down' })).toBeDisabled();
    const grip = screen.getByRole('button', { name: 'Drag to move Pandas' });
    expect(grip).toHaveAttribute('aria-roledescription', 'sortable');
    const instructions = document.getElementById(grip.getAttribute('aria-describedby') ?? '');
    expect(instructions).toHaveTextContent('Press Space or Enter to pick up.');
  });

  it('counts the learners a deletion touches, singular and plural', async () => {
    const { unmount } = render(<DeleteHarness count={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the item “Reading 1”?' });
    expect(dialog).toHaveTextContent('1 learner has completed this item.');
    expect(screen.getByRole('button', { name: 'Delete (1 learner)' })).toBeInTheDocument();
    unmount();
    render(<DeleteHarness count={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('button', { name: 'Delete (3 learners)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('places the contract’s and the form’s messages under the inputs in English, through FieldError', async () => {
    created = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <CourseShell courseId={7} tab="item">
              <ItemEditorPage itemId={null} newChapterId={3} newType="webinar" />
            </CourseShell>
          ),
        },
      ],
      { initialEntries: ['/studio/courses/7/items/new?chapter=3&type=webinar'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Item title'), 'Live session');
    await user.type(screen.getByLabelText('Webinar link'), 'zoom');
    // A date picker sends `input` then `change`, as a browser does (the form listens to `input`).
    for (const [label, value] of [['Starts', '2026-12-01T19:00'], ['Ends', '2026-12-01T18:00']] as const) {
      fireEvent.input(screen.getByLabelText(label), { target: { value } });
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    // The contract's check wrote STUDIO_MESSAGES.urlInvalid (Indonesian); the field shows its English twin.
    expect(await screen.findByText('The link must start with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByText('The end time must be after the start time.')).toBeInTheDocument();
    expect(screen.queryByText('Tautan harus diawali http:// atau https://.')).not.toBeInTheDocument();
    expect(created).toEqual([]);
  });
});
