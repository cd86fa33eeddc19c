import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { RecordingForm, type RecordingUploadField } from './recording-form';

const live = {
  id: 9,
  cohort_id: 5,
  cohort_name: 'Angkatan Desember',
  course_id: 7,
  course_title: 'Kelas Uji',
  item_id: null,
  title: 'Sesi 1',
  starts_at: '2026-01-01T12:00:00.000Z',
  ends_at: '2026-01-01T13:00:00.000Z',
  cancelled: false,
  recording_url: 'https://youtu.be/rekaman',
};
let sent: unknown[] = [];
let answer: () => Response;
const server = mockApi(
  http.put('*/api/mentor/sessions/9/recording', async ({ request }) => {
    sent.push(await request.json());
    return answer();
  }),
);
beforeEach(() => {
  sent = [];
  answer = () => HttpResponse.json({ data: live });
  server.resetHandlers();
});

const ended = { id: 9, title: 'Sesi 1', ends_at: '2026-01-01T13:00:00.000Z', recording_url: null };

/** The studio's upload stands in as a button that "uploads" one file. */
const FakeUpload: RecordingUploadField = ({ label, onChange, value }) => (
  <button type="button" onClick={() => onChange('uploads/2026/rekaman.mp4')}>
    {label}: {value ?? 'kosong'}
  </button>
);

describe('a session’s recording', () => {
  it('waits for the session to end', () => {
    renderWithQuery(<RecordingForm session={{ ...ended, ends_at: new Date(Date.now() + 3_600_000).toISOString() }} />);
    expect(screen.getByText('Rekaman bisa dilampirkan setelah sesi berakhir.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Lampirkan/ })).not.toBeInTheDocument();
  });

  it('attaches a link after the end, and shows the API’s refusal under the field', async () => {
    const saved = vi.fn();
    renderWithQuery(<RecordingForm session={ended} onSaved={saved} />);
    expect(screen.getByText('Belum ada rekaman.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lampirkan rekaman sesi "Sesi 1"' }));
    // A mentor without the upload is offered the link only.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const link = screen.getByLabelText('Tautan rekaman (YouTube, Google Drive, Zoom…)');
    answer = () => HttpResponse.json({ message: 'Data tidak valid.', errors: { url: ['Tautan rekaman harus alamat http atau https.'] } }, { status: 422 });
    await userEvent.type(link, 'ftp://rekaman.example.com/a');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Rekaman' }));
    expect(await screen.findByText('Tautan rekaman harus alamat http atau https.')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');

    answer = () => HttpResponse.json({ data: live });
    await userEvent.clear(link);
    await userEvent.type(link, ' https://youtu.be/rekaman ');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Rekaman' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(sent.at(-1)).toEqual({ url: 'https://youtu.be/rekaman', upload_key: null });
  });

  it('attaches an uploaded video for staff who may upload', async () => {
    renderWithQuery(<RecordingForm session={ended} Upload={FakeUpload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lampirkan rekaman sesi "Sesi 1"' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Unggah video' }));
    expect(screen.getByRole('button', { name: 'Simpan Rekaman' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Video rekaman: kosong' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Rekaman' }));
    await waitFor(() => expect(sent).toEqual([{ url: null, upload_key: 'uploads/2026/rekaman.mp4' }]));
  });

  it('opens the attached one and says why a removal was refused', async () => {
    renderWithQuery(<RecordingForm session={{ ...ended, recording_url: '/storage/uploads/2026/rekaman.mp4' }} />);
    expect(screen.getByRole('link', { name: 'Lihat rekaman' })).toHaveAttribute('href', '/storage/uploads/2026/rekaman.mp4');
    answer = () => HttpResponse.json({ message: 'Rekaman bisa dilampirkan setelah sesi berakhir.', code: 'RECORDING_BEFORE_END' }, { status: 409 });
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Rekaman' }));
    await waitFor(() => expect(sent).toEqual([{ url: null, upload_key: null }]));
    expect(await screen.findByText('Rekaman bisa dilampirkan setelah sesi berakhir.')).toBeInTheDocument();
  });
});
