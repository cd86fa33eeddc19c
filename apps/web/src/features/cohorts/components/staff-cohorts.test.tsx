import type { StaffCohort, StaffSession } from '@kelas/contracts/cohorts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { StaffCohorts } from './staff-cohorts';

const cohort: StaffCohort = {
  id: 5,
  course_id: 7,
  name: 'Angkatan Desember',
  starts_at: '2026-12-01T02:00:00.000Z',
  ends_at: '2026-12-20T10:00:00.000Z',
  enrolment_deadline: '2026-11-30T10:00:00.000Z',
  capacity: 30,
  seats_taken: 4,
  schedule_code: null,
  closed_at: null,
  status: 'open',
  mentors: [{ id: 21, name: 'Rina Mentor' }],
  session_count: 1,
};
const session: StaffSession = {
  id: 9,
  cohort_id: 5,
  item_id: 70,
  title: 'Sesi 1: Pembuka',
  starts_at: '2026-12-01T12:00:00.000Z',
  ends_at: '2026-12-01T13:30:00.000Z',
  meeting_url: 'https://zoom.us/j/123',
  sequence: 1,
  cancelled_at: null,
  recording_url: null,
};
let sent: { method: string; url: string; body: unknown }[] = [];
let sessionAnswer: () => Response;

const server = mockApi(
  http.get('*/api/admin/courses/7/cohorts', () => HttpResponse.json({ data: [cohort] })),
  http.get('*/api/admin/cohorts/5/sessions', () => HttpResponse.json({ data: [session] })),
  http.get('*/api/admin/cohort-mentors', () =>
    HttpResponse.json({
      data: [
        { id: 21, name: 'Rina Mentor', profession: 'Data Analyst' },
        { id: 22, name: 'Sari Mentor', profession: null },
      ],
    }),
  ),
  http.patch('*/api/admin/cohorts/5', async ({ request }) => {
    sent.push({ method: 'PATCH', url: '/admin/cohorts/5', body: await request.json() });
    return HttpResponse.json({ data: cohort });
  }),
  http.patch('*/api/admin/sessions/9', async ({ request }) => {
    sent.push({ method: 'PATCH', url: '/admin/sessions/9', body: await request.json() });
    return sessionAnswer();
  }),
);
beforeEach(() => {
  sent = [];
  sessionAnswer = () => HttpResponse.json({ data: session });
  server.resetHandlers();
});

const webinars = [{ id: 70, title: 'Webinar Pembuka' }];

describe('the studio’s cohorts', () => {
  it('shows a cohort’s mentors on its card and saves the mentors chosen in its form', async () => {
    renderWithQuery(<StaffCohorts courseId={7} webinars={webinars} />);
    const card = await screen.findByRole('article', { name: 'Angkatan Desember' });
    expect(within(card).getByText('Mentor: Rina Mentor')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Ubah' }));
    const form = await screen.findByRole('form', { name: 'Ubah' });
    const group = within(form).getByRole('group', { name: 'Mentor angkatan' });
    expect(await within(group).findByLabelText(/Rina Mentor/)).toBeChecked();
    await userEvent.click(within(group).getByLabelText('Sari Mentor'));
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ name: 'Angkatan Desember', mentor_ids: [21, 22], starts_at: '2026-12-01T02:00:00.000Z' });
  });

  it('edits a session with its times read and written in WIB, and shows the API’s 422 under the field', async () => {
    const Extra = ({ session: s }: { session: StaffSession }) => <p>Alat sesi {s.id}</p>;
    renderWithQuery(<StaffCohorts courseId={7} webinars={webinars} SessionExtra={Extra} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sesi (1)' }));
    expect(await screen.findByText('Alat sesi 9')).toBeInTheDocument();
    expect(screen.getByText('Materi: Webinar Pembuka')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ubah sesi "Sesi 1: Pembuka"' }));

    const form = screen.getByRole('form', { name: 'Ubah sesi "Sesi 1: Pembuka"' });
    const start = within(form).getByLabelText('Mulai (WIB)');
    expect(start).toHaveValue('2026-12-01T19:00');
    expect(within(form).getByLabelText('Selesai (WIB)')).toHaveValue('2026-12-01T20:30');
    expect(within(form).getByLabelText('Materi webinar')).toHaveValue('70');

    sessionAnswer = () => HttpResponse.json({ message: 'Data tidak valid.', errors: { meeting_url: ['Tautan meeting harus alamat http:// atau https:// yang valid.'] } }, { status: 422 });
    const link = within(form).getByLabelText('Tautan meeting (Zoom, Google Meet, Jitsi…)');
    await userEvent.clear(link);
    await userEvent.type(link, 'ftp://zoom.us/j/1');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Sesi' }));
    expect(await within(form).findByText('Tautan meeting harus alamat http:// atau https:// yang valid.')).toBeInTheDocument();

    sessionAnswer = () => HttpResponse.json({ data: { ...session, starts_at: '2026-12-01T13:00:00.000Z' } });
    await userEvent.clear(link);
    await userEvent.type(link, 'https://meet.google.com/abc');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-12-01T20:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Sesi' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Ubah sesi "Sesi 1: Pembuka"' })).not.toBeInTheDocument());
    expect(sent.at(-1)!.body).toEqual({
      title: 'Sesi 1: Pembuka',
      starts_at: '2026-12-01T13:00:00.000Z',
      ends_at: '2026-12-01T13:30:00.000Z',
      meeting_url: 'https://meet.google.com/abc',
      sequence: 1,
      item_id: 70,
    });
  });
});
