import type { LearnerDetail } from '@kelas/contracts/learners';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { LearnerActions } from './learner-actions';

// The console's grant: a course with cohorts asks which one the learner joins (decision 285).
const RECORD = {
  user: { id: 42, name: 'Putri Lestari', email: 'putri@example.com', phone: null, roles: [], email_verified: true, created_at: '2025-05-21T03:30:00Z', deactivated_at: null, erased_at: null, enrolment_count: 0, gender: null, birth_date: null },
  enrolments: [],
  orders: [],
  quiz_attempts: [],
  submissions: [],
  certificates: [],
} as LearnerDetail['data'];
const grants: unknown[] = [];
const cohort = (id: number, name: string, seats_left: number | null) => ({ id, name, starts_at: '2027-01-04T02:00:00Z', ends_at: '2027-02-01T02:00:00Z', enrolment_deadline: '2027-01-03T02:00:00Z', seats_left, session_count: 2 });

mockApi(
  http.get('*/api/admin/staff/courses', () =>
    HttpResponse.json({
      data: [
        { id: 1, slug: 'tanpa-angkatan', title: 'Kelas Mandiri' },
        { id: 2, slug: 'angkatan', title: 'Kelas Angkatan' },
      ],
    }),
  ),
  http.get('*/api/course/tanpa-angkatan/cohorts', () => HttpResponse.json({ data: [], has_cohorts: false })),
  http.get('*/api/course/angkatan/cohorts', () => HttpResponse.json({ data: [cohort(7, 'Angkatan Penuh', 0), cohort(8, 'Angkatan Januari', 3)], has_cohorts: true })),
  http.post('*/api/admin/users/42/enrolments', async ({ request }) => {
    grants.push(await request.json());
    return HttpResponse.json({ data: {} }, { status: 201 });
  }),
);

describe("the console's grant", () => {
  it('offers the open cohorts with seats of a course that has them (the first by default, or none), and sends the choice', async () => {
    const user = userEvent.setup();
    renderWithQuery(<LearnerActions record={RECORD} />, { route: '/admin/learners/42' });
    await user.click(screen.getByRole('button', { name: 'Beri Akses Kelas' }));
    const dialog = await screen.findByRole('dialog');
    const course = within(dialog).getByLabelText('Kelas');
    await waitFor(() => expect(within(course).getAllByRole('option')).toHaveLength(3));

    await user.selectOptions(course, 'Kelas Mandiri');
    // A course without cohorts asks nothing more.
    await waitFor(() => expect(within(dialog).queryByLabelText('Angkatan')).not.toBeInTheDocument());

    await user.selectOptions(course, 'Kelas Angkatan');
    const select = await within(dialog).findByLabelText('Angkatan');
    // The full cohort is not offered; the dates are the academy's (WIB), labelled.
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Angkatan Januari · mulai 4 Jan 2027 · sisa 3 kursi', 'Tanpa angkatan (tanpa jadwal sesi)']);
    expect(within(dialog).getByText(/Tanggal dalam WIB/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Alasan'), 'Beasiswa mitra');
    await user.click(within(dialog).getByRole('button', { name: 'Beri Akses' }));
    await waitFor(() => expect(grants).toEqual([{ course_id: 2, cohort_id: 8, reason: 'Beasiswa mitra' }]));
  });
});
