import type { StudioCourse } from '@kelas/contracts/studio';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { UnsavedChangesProvider } from '../hooks/use-unsaved-changes';
import { CourseInfoForm } from './course-info-form';
import { testCourse } from './studio-test-course';

const course: StudioCourse = testCourse([]);
const sent: Record<string, unknown>[] = [];
mockApi(
  http.get('*/api/admin/tools', () => HttpResponse.json({ data: [] })),
  http.patch('*/api/admin/courses/7', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    return HttpResponse.json({ data: { ...course, recording_makeup: body.recording_makeup, version: 2 } });
  }),
);

describe('course information: the recording make-up (decision 288)', () => {
  it('switches on “Rekaman menggantikan kehadiran” and saves it with the course', async () => {
    renderWithQuery(
      <UnsavedChangesProvider>
        <CourseInfoForm course={course} onReload={async () => undefined} />
      </UnsavedChangesProvider>,
      { route: '/studio/courses/7' },
    );
    const box = await screen.findByRole('checkbox', { name: /^Rekaman menggantikan kehadiran/ });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/dihitung hadir \(izin\) saat membuka rekaman/);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Informasi' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ recording_makeup: true, sequential: false, version: 1 });
  });
});
