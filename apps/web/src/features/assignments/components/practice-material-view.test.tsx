import type { ActiveMaterial, AssignmentLog, CourseActivity } from '@kelas/contracts/learning';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { i18next } from '@/lib/i18n/i18n';
import { PracticeMaterialView } from './practice-material-view';

let uploads: { materialId: string | null; name: string; size: number }[];
let uploadReply: () => Response;

const server = setupServer(
  http.post('*/api/course/practice/assignment', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file') as File;
    uploads.push({ materialId: form.get('material_id') as string | null, name: file.name, size: file.size });
    return uploadReply();
  }),
  http.get('*/api/course/practice/assignment/file-url', ({ request }) =>
    HttpResponse.json({
      data: {
        url: `/api/course/practice/assignment/9/file?expires=1&signature=s&m=${new URL(request.url).searchParams.get('material_id')}`,
        expires_at: '2030-01-01T00:00:00Z',
      },
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  session.login('token-1', { name: 'Putri', email: 'p@example.com', avatar: null });
  uploads = [];
  uploadReply = () =>
    HttpResponse.json({
      data: {
        item_id: 5,
        is_complete: 1,
        assignment_log: {
          status: 'submitted',
          feedback: null,
          score: null,
          task: 'assignments/9/Laporan.pdf',
          task_url: '/x',
          submitted_at: '2026-05-01T00:00:00Z',
        },
      },
    });
});

const activity = (lastId: number): CourseActivity => ({
  course_id: 1,
  course_slug: 'kelas',
  course_title: 'Kelas',
  course_progress: 0,
  certificate_code: null,
  sequential: false,
  preview: false,
  materials: [
    {
      material_id: 10,
      material_title: 'Bab 1',
      items: [{ item_id: lastId, title: 'x', item_type: 'text', is_complete: 0, completion_rule: 'own_action', is_locked: false }],
    },
  ],
});

function material(log: AssignmentLog): ActiveMaterial {
  return {
    item_id: 5,
    material_id: 10,
    name: 'Tugas Praktik Mandiri',
    item_type: 'practice',
    is_complete: log ? 1 : 0,
    completion_rule: 'submitted',
    pass_mark: null,
    detail: {
      id: 5,
      duration: 90,
      instruction: '<p>Kerjakan <strong>tugas</strong> ini.</p><img src=x onerror="window.hacked=1">',
      objective: '<p>Peserta mampu membersihkan data.</p>',
      pdf: 'documents/kelas/aset-tpm-1.pdf',
      pdf_url: '/storage/documents/kelas/aset-tpm-1.pdf',
      assignment_log: log,
      completion_rule: 'submitted',
      pass_mark: 70,
    },
  };
}

function setup(log: AssignmentLog, lastId = 99) {
  const goNext = vi.fn(async () => undefined);
  const refresh = vi.fn(async () => undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PracticeMaterialView
        material={material(log)}
        activity={activity(lastId)}
        goNext={goNext}
        refresh={refresh}
      />
    </QueryClientProvider>,
  );
  return { goNext, refresh, user: userEvent.setup({ applyAccept: false }) };
}

const pdf = (size: number, name = 'Laporan.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(size).fill(65)], name, { type });
const submitted: AssignmentLog = {
  status: 'submitted',
  feedback: null,
  score: null,
  task: 'assignments/9/Laporan Putri.pdf',
  task_url: '/x',
  submitted_at: '2026-05-01T00:00:00Z',
};
const graded: AssignmentLog = {
  ...submitted,
  status: 'graded',
  score: 85,
  feedback: 'Analisis rapi.\nTambahkan grafik.',
};

describe('PracticeMaterialView overview (spec 2.24, status table of section 4)', () => {
  it('before any upload: red badge, name, sentence, Lihat Detail Tugas', () => {
    setup(null);
    expect(screen.getByText('Belum Mengirim Tugas')).toHaveClass('bg-red-50');
    expect(screen.getByRole('heading', { name: 'Tugas Praktik Mandiri' })).toBeInTheDocument();
    expect(screen.getByText('Ayo segera kerjakan tugas berikut ini')).toBeInTheDocument();
    expect(screen.queryByText('Catatan:')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lihat Detail Tugas' })).toBeInTheDocument();
  });
  it('submitted, not graded: Sedang Dinilai in yellow', () => {
    setup(submitted);
    expect(screen.getByText('Sedang Dinilai')).toHaveClass('bg-amber-50');
    expect(screen.getByText('Tugas kamu sedang dinilai oleh mentor')).toBeInTheDocument();
  });
  it("graded: Selesai in green with the score and the mentor's Catatan:", () => {
    setup(graded);
    expect(screen.getByText('Selesai')).toHaveClass('bg-emerald-50');
    expect(screen.getByText('Jawabanmu telah tersimpan')).toBeInTheDocument();
    expect(screen.getByText('Catatan:')).toBeInTheDocument();
    expect(screen.getByText(/Analisis rapi\.\s+Tambahkan grafik\./)).toBeInTheDocument();
    expect(screen.getByText('85')).toBeInTheDocument();
  });
});

describe('PracticeMaterialView detail', () => {
  it('shows duration, sanitised Instruksi and Tujuan Tugas, the Aset TPM and the upload limits', async () => {
    const { user } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Lihat Detail Tugas' }));
    expect(screen.getByText('Durasi pengerjaan tugas = 90 Menit')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Instruksi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tujuan Tugas' })).toBeInTheDocument();
    expect(screen.getByText('tugas', { selector: 'strong' })).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'File Asset Tugas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Aset TPM/ })).toHaveAttribute(
      'href',
      '/storage/documents/kelas/aset-tpm-1.pdf',
    );
    expect(screen.getByRole('heading', { name: 'Upload Tugas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Telusuri File' })).toBeInTheDocument();
    expect(screen.getByText('Ukuran maksimum file: 2 MB (pdf)')).toBeInTheDocument();
    // No file chosen yet: no upload button.
    expect(screen.queryByRole('button', { name: /Upload File Tugas/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tugas Praktik Mandiri' })).toHaveFocus();
  });

  it('checks the type, then the size, with the spec messages, and sends nothing', async () => {
    const { user } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Lihat Detail Tugas' }));
    const input = screen.getByLabelText('File Tugas');
    await user.upload(input, pdf(10, 'foto.png', 'image/png'));
    expect(screen.getByRole('alert')).toHaveTextContent('Hanya file PDF yang diperbolehkan.');
    await user.upload(input, pdf(2 * 1024 * 1024 + 1, 'besar.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Ukuran file melebihi 2MB.');
    expect(screen.getByText('2.00 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Upload File Tugas/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ukuran file melebihi 2MB.');
    expect(uploads).toEqual([]);
  });

  it('uploads a chosen PDF with material_id, confirms it where the learner is, and moves on only when asked', async () => {
    vi.stubEnv('TZ', 'Asia/Jakarta');
    const { user, goNext, refresh } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Lihat Detail Tugas' }));
    await user.upload(screen.getByLabelText('File Tugas'), pdf(1536, 'Laporan.pdf'));
    expect(screen.getByText('Laporan.pdf')).toBeInTheDocument();
    expect(screen.getByText('Ukuran file:')).toBeInTheDocument();
    expect(screen.getByText('1.50 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Upload File Tugas/ }));
    // The sidebar shows the completion, and the confirmation stays on screen: no jump.
    expect(await screen.findByText('Tugas terkirim')).toBeVisible();
    expect(screen.getByText('File Laporan.pdf diterima pada 1 Mei 2026 pukul 07.00 WIB.')).toBeVisible();
    expect(screen.getByText('Mentor akan menilainya. Statusnya sekarang: Sedang Dinilai.')).toBeVisible();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(goNext).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Lanjut ke Materi Berikutnya' }));
    expect(goNext).toHaveBeenCalledTimes(1);
    // jsdom's File does not survive Node's multipart encoder (it arrives as a 'blob'), so only the fields are checked here;
    // the file's bytes are checked end to end in e2e/tests/assignments.spec.ts.
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.materialId).toBe('5');
    vi.unstubAllEnvs();
  });

  it('sends one upload for a double click on Upload File Tugas', async () => {
    // The second click lands while the first upload is still on its way, as on a real network.
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const reply = uploadReply;
    server.use(
      http.post('*/api/course/practice/assignment', async ({ request }) => {
        const form = await request.formData();
        uploads.push({ materialId: form.get('material_id') as string | null, name: (form.get('file') as File).name, size: 0 });
        await arrived;
        return reply();
      }),
    );
    const { user } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Lihat Detail Tugas' }));
    await user.upload(screen.getByLabelText('File Tugas'), pdf(1536, 'Laporan.pdf'));
    // Two clicks before the page re-renders (what a quick double tap does in a real browser).
    const send = screen.getByRole('button', { name: /Upload File Tugas/ });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(uploads).toHaveLength(1));
    arrive();
    expect(await screen.findByText('Tugas terkirim')).toBeVisible();
    expect(uploads).toHaveLength(1);
  });

  it('at the last material, confirms without offering a next one', async () => {
    const { user, goNext, refresh } = setup(null, 5);
    await user.click(screen.getByRole('button', { name: 'Lihat Detail Tugas' }));
    await user.upload(screen.getByLabelText('File Tugas'), pdf(100));
    await user.click(screen.getByRole('button', { name: /Upload File Tugas/ }));
    expect(await screen.findByText('Tugas terkirim')).toBeVisible();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Lanjut ke Materi Berikutnya' })).toBeNull();
    expect(goNext).not.toHaveBeenCalled();
  });

  it("shows the server's message, or 'Gagal upload tugas.' when there is none", async () => {
    const { user, goNext } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Lihat Detail Tugas' }));
    uploadReply = () => HttpResponse.json({ message: 'Hanya file PDF yang diperbolehkan.' }, { status: 415 });
    await user.upload(screen.getByLabelText('File Tugas'), pdf(100, 'palsu.pdf'));
    await user.click(screen.getByRole('button', { name: /Upload File Tugas/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hanya file PDF yang diperbolehkan.');
    uploadReply = () => HttpResponse.error();
    await user.click(screen.getByRole('button', { name: /Upload File Tugas/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Gagal upload tugas.'));
    expect(goNext).not.toHaveBeenCalled();
  });

  it('an uploaded task shows its file name (no size), linked to a signed URL; it can be replaced until graded', async () => {
    const { user } = setup(submitted);
    await user.click(screen.getByRole('button', { name: 'Lihat Detail Tugas' }));
    const link = await screen.findByRole('link', { name: 'Laporan Putri.pdf' });
    expect(link.getAttribute('href')).toMatch(/signature=s&m=5$/);
    expect(screen.queryByText('Ukuran file:')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Telusuri File' })).toBeInTheDocument();
  });

  it('a graded task cannot be replaced', async () => {
    const { user } = setup(graded);
    await user.click(screen.getByRole('button', { name: 'Lihat Detail Tugas' }));
    expect(screen.queryByRole('button', { name: 'Telusuri File' })).not.toBeInTheDocument();
    expect(screen.getByText('Tugas sudah dinilai mentor, file tidak dapat diganti.')).toBeInTheDocument();
    expect(screen.getAllByText('Catatan:')).toHaveLength(1);
  });
});

describe('PracticeMaterialView in English', () => {
  afterEach(async () => {
    await i18next.changeLanguage('id');
  });

  it('shows the status, the detail and the device checks in English', async () => {
    await i18next.changeLanguage('en');
    const { user } = setup(null);
    expect(screen.getByText('Not Submitted')).toHaveClass('bg-red-50');
    expect(screen.getByText('Get started on the assignment below')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Assignment Details' }));
    expect(screen.getByText('Time to complete the assignment = 90 minutes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assignment Objective' })).toBeInTheDocument();
    expect(screen.getByText('Maximum file size: 2 MB (pdf)')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Assignment File'), pdf(10, 'foto.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF files are allowed.');
    expect(uploads).toEqual([]);
  });
});
