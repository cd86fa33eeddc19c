import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ActiveMaterial, CourseActivity } from '@kelas/contracts/learning';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { i18next } from '@/lib/i18n/i18n';
import type { MaterialViewProps } from '@/lib/material-view';
import { LearningPlayer } from './learning-player';

// The player waits 500 ms on every switch; a busy machine needs more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

/** Chapter 10: 1 text, 2 essay | chapter 20: 3 quiz, 4 webinar (a type without a view). */
let activity: CourseActivity;
const details: Record<number, Omit<ActiveMaterial, 'is_complete'>> = {
  1: {
    item_id: 1,
    material_id: 10,
    name: 'Selamat Datang di Kelas',
    item_type: 'text',
    completion_rule: 'own_action',
    pass_mark: null,
    detail: { id: 1 },
  },
  2: {
    item_id: 2,
    material_id: 10,
    name: 'Jurnal Refleksi',
    item_type: 'essay',
    completion_rule: 'answered',
    pass_mark: null,
    detail: { id: 2, questions: ['Apa yang kamu pelajari?', 'Apa rencanamu?'], answers: null },
  },
  3: {
    item_id: 3,
    material_id: 20,
    name: 'Post Test',
    item_type: 'quiz',
    completion_rule: 'passed',
    pass_mark: 70,
    detail: { id: 3 },
  },
  4: {
    item_id: 4,
    material_id: 20,
    name: 'Sesi Webinar',
    item_type: 'webinar',
    completion_rule: 'attended',
    pass_mark: null,
    detail: { id: 4 },
  },
};
let savedAnswers: string[] | null;
let completeCalls: { id: string; body: unknown }[];
let failComplete: boolean;
let activeCalls: number[];
let currentCalls: string[];
/** Holds the course's activity until released (the skeleton test); null answers at once. */
let activityGate: Promise<void> | null;

const isComplete = (id: number) =>
  activity.materials.flatMap((m) => m.items).find((i) => i.item_id === id)!.is_complete;

const server = setupServer(
  http.get('*/api/config', () =>
    HttpResponse.json({
      data: {
        brand: 'Kelas',
        company: 'PT',
        phone: '+62 811',
        email: 'a@b.c',
        messagingApp: 'WhatsApp',
        captcha: 'ALTCHA',
        recaptchaSiteKey: null,
        paymentSandbox: true,
      },
    }),
  ),
  http.get('*/api/course/:slug/activity', async ({ params }) => {
    if (activityGate) await activityGate;
    return params.slug === 'kelas-uji'
      ? HttpResponse.json({ data: activity })
      : HttpResponse.json({ message: 'Kamu belum terdaftar di kelas ini.' }, { status: 403 });
  }),
  // The server's choice (decision 257): the URL's item when the course has it, else the first.
  http.get('*/api/course/:slug/current', ({ params, request }) => {
    const wanted = Number(new URL(request.url).searchParams.get('item'));
    currentCalls.push(`${String(params.slug)} ${wanted || '-'}`);
    if (params.slug !== 'kelas-uji') return HttpResponse.json({ message: 'Kamu belum terdaftar di kelas ini.' }, { status: 403 });
    const ids = activity.materials.flatMap((m) => m.items.map((i) => i.item_id));
    const id = ids.includes(wanted) ? wanted : ids[0]!;
    return HttpResponse.json({ data: { ...details[id]!, is_complete: isComplete(id) } });
  }),
  http.post('*/api/course/items/:id/active', ({ params }) => {
    const id = Number(params.id);
    activeCalls.push(id);
    const d = details[id]!;
    const detail = id === 2 ? { ...d.detail, answers: savedAnswers } : d.detail;
    return HttpResponse.json({ data: { ...d, detail, is_complete: isComplete(id) } });
  }),
  http.post('*/api/course/items/:id/complete', async ({ params, request }) => {
    completeCalls.push({ id: String(params.id), body: await request.json() });
    if (failComplete) return HttpResponse.json({ message: 'Server error' }, { status: 500 });
    for (const m of activity.materials)
      for (const i of m.items) if (i.item_id === Number(params.id)) i.is_complete = 1;
    return HttpResponse.json({
      data: { item_id: Number(params.id), is_complete: 1, course_progress: 25, certificate_code: null },
    });
  }),
  http.post('*/api/course/items/2/essay', async ({ request }) => {
    if (savedAnswers)
      return HttpResponse.json(
        {
          message: 'Jawaban sudah disimpan. Kesempatan mengerjakan hanya 1 kali.',
          code: 'ESSAY_ALREADY_SAVED',
        },
        { status: 409 },
      );
    savedAnswers = ((await request.json()) as { answers: string[] }).answers;
    activity.materials[0]!.items[1]!.is_complete = 1;
    return HttpResponse.json({
      data: { item_id: 2, is_complete: 1, course_progress: 25, certificate_code: null },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  session.login('token-1', { name: 'Putri', email: 'p@example.com', avatar: null });
  savedAnswers = null;
  completeCalls = [];
  failComplete = false;
  activeCalls = [];
  currentCalls = [];
  activityGate = null;
  details[1] = { ...details[1]!, detail: { id: 1 } };
  activity = {
    course_id: 7,
    course_slug: 'kelas-uji',
    course_title: 'Kelas Uji',
    course_progress: 0,
    certificate_code: null,
    sequential: false,
    preview: false,
    materials: [
      {
        material_id: 10,
        material_title: 'Bab Satu',
        items: [
          {
            item_id: 1,
            title: 'Selamat Datang di Kelas',
            item_type: 'text',
            is_complete: 0,
            completion_rule: 'own_action',
            is_locked: false,
          },
          {
            item_id: 2,
            title: 'Jurnal Refleksi',
            item_type: 'essay',
            is_complete: 0,
            completion_rule: 'answered',
            is_locked: false,
          },
        ],
      },
      {
        material_id: 20,
        material_title: 'Bab Dua',
        items: [
          {
            item_id: 3,
            title: 'Post Test',
            item_type: 'quiz',
            is_complete: 0,
            completion_rule: 'passed',
            is_locked: false,
          },
          {
            item_id: 4,
            title: 'Sesi Webinar',
            item_type: 'webinar',
            is_complete: 0,
            completion_rule: 'attended',
            is_locked: false,
          },
        ],
      },
    ],
  };
});

function QuizStub({ material, goNext, setQuizOpen }: MaterialViewProps) {
  return (
    <div>
      <p>Quiz view: {material.name}</p>
      <button type="button" onClick={() => void goNext()}>
        quiz selesai
      </button>
      <button type="button" onClick={() => setQuizOpen?.(true, Date.now() + 12 * 60_000 + 34_000)}>
        soal dibuka
      </button>
    </div>
  );
}

function renderPlayer(url = '/learning/kelas-uji') {
  const router = createMemoryRouter(
    [
      {
        path: '/learning/:slug',
        element: <LearningPlayer slug={url.split('/')[2]!.split('?')[0]!} views={{ quiz: QuizStub }} />,
      },
      { path: '/programmu', element: <p>Halaman Programmu</p> },
    ],
    {
      initialEntries: [url],
    },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const next = () => screen.getByRole('button', { name: 'Selanjutnya' });
const sidebar = () => screen.getByRole('complementary', { name: 'Konten Kelas' });

describe('LearningPlayer', { timeout: 20_000 }, () => {
  it('selects the first item, remembers it in the URL and shows the welcome', async () => {
    const router = renderPlayer();
    expect(await screen.findByRole('heading', { name: 'Selamat Datang!' })).toBeVisible();
    expect(router.state.location.search).toBe('?item=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Kelas Uji' })).toBeVisible();
    expect(within(sidebar()).getByText('2 Bab')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    expect(within(sidebar()).getByRole('button', { name: /Selamat Datang di Kelas/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('reopens the item of the URL', async () => {
    renderPlayer('/learning/kelas-uji?item=3');
    expect(await screen.findByText('Quiz view: Post Test')).toBeVisible();
  });

  it("'Selanjutnya' marks the item complete first, then moves on; the chapter turns green when all its items are complete", async () => {
    const user = userEvent.setup();
    const router = renderPlayer();
    await screen.findByRole('heading', { name: 'Selamat Datang!' });
    await user.click(next());
    await waitFor(() => expect(router.state.location.search).toBe('?item=2'));
    expect(completeCalls).toEqual([{ id: '1', body: { courseId: 7, itemId: 10, itemType: 'text' } }]);
    await waitFor(() =>
      expect(within(sidebar()).getByRole('button', { name: /Selamat Datang di Kelas/ })).toContainElement(
        within(sidebar()).getAllByLabelText('Selesai')[0]!,
      ),
    );
    expect(within(sidebar()).getByRole('button', { name: /Bab Satu/ })).not.toHaveAttribute('data-complete');

    // Essay: instructions, then the two labelled questions; 'simpan jawaban' really saves, then read-only.
    expect(await screen.findByText('1 Kali Kesempatan')).toBeVisible();
    expect(screen.getByText('Jumlah Soal').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Bobot Nilai').nextSibling).toHaveTextContent('0%');
    await user.click(screen.getByRole('button', { name: 'Lanjut ke Pertanyaan' }));
    await user.click(screen.getByRole('button', { name: 'simpan jawaban' }));
    expect(await screen.findAllByText('Jawaban tidak boleh kosong.')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Apa yang kamu pelajari\?/), 'Banyak hal');
    await user.type(screen.getByLabelText(/Apa rencanamu\?/), 'Berlatih');
    expect(screen.getByText('Jawaban hanya bisa disimpan satu kali. Setelah disimpan, jawaban tidak bisa diubah.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'simpan jawaban' }));
    // Asked first: the answers lock once saved. 'Periksa Lagi' saves nothing.
    const confirm = await screen.findByRole('dialog', { name: 'Simpan jawaban sekarang?' });
    await user.click(within(confirm).getByRole('button', { name: 'Periksa Lagi' }));
    expect(savedAnswers).toBeNull();
    await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
    await user.click(screen.getByRole('button', { name: 'simpan jawaban' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Simpan Jawaban' }));
    expect(await screen.findByText('Jawaban kamu sudah disimpan dan tidak dapat diubah.')).toBeVisible();
    expect(savedAnswers).toEqual(['Banyak hal', 'Berlatih']);
    expect(screen.getByLabelText(/Apa yang kamu pelajari\?/)).toHaveAttribute('readonly');
    await waitFor(() =>
      expect(within(sidebar()).getByRole('button', { name: /Bab Satu/ })).toHaveAttribute(
        'data-complete',
        'true',
      ),
    );

    // The essay is complete already: 'Selanjutnya' does not mark it again.
    await user.click(next());
    await waitFor(() => expect(router.state.location.search).toBe('?item=3'));
    expect(completeCalls.map((c) => c.id)).toEqual(['1']);
    expect(await screen.findByText('Quiz view: Post Test')).toBeVisible();
  });

  it("shows 'Tipe materi tidak dikenali.' for a type without a view, and 'Selesai' on the last item that goes nowhere", async () => {
    const user = userEvent.setup();
    const router = renderPlayer('/learning/kelas-uji?item=4');
    expect(await screen.findByText('Tipe materi tidak dikenali.')).toBeVisible();
    const done = screen.getByRole('button', { name: 'Selesai' });
    await user.click(done);
    await waitFor(() => expect(completeCalls.map((c) => c.id)).toEqual(['4']));
    expect(router.state.location.search).toBe('?item=4');
    await user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    await waitFor(() => expect(router.state.location.search).toBe('?item=3'));
  });

  it("logs 'Gagal menandai complete' when marking fails and still moves on", async () => {
    failComplete = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const router = renderPlayer();
    await screen.findByRole('heading', { name: 'Selamat Datang!' });
    await user.click(next());
    await waitFor(() => expect(router.state.location.search).toBe('?item=2'));
    expect(log).toHaveBeenCalledWith('Gagal menandai complete', expect.anything());
    log.mockRestore();
  });

  it('selecting an item in the sidebar opens it; a course the learner is not enrolled in says so', async () => {
    const user = userEvent.setup();
    const router = renderPlayer();
    await screen.findByRole('heading', { name: 'Selamat Datang!' });
    await user.click(within(sidebar()).getByRole('button', { name: /Bab Dua/ }));
    await user.click(within(sidebar()).getByRole('button', { name: /Sesi Webinar/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?item=4'));
    cleanup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPlayer('/learning/kelas-lain');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kamu belum terdaftar di kelas ini.');
    // Logged from an effect, which runs after the paint that shows the alert.
    await waitFor(() => expect(log).toHaveBeenCalled());
    log.mockRestore();
  });
});

describe(
  "completion rules, sequential courses, previews and the author's text (decisions 240, 241, 244, 246)",
  { timeout: 20_000 },
  () => {
    const items = () => activity.materials.flatMap((m) => m.items);

    it("shows 'Syarat selesai', and 'Selanjutnya' does not try to complete a journal or a quiz", async () => {
      const user = userEvent.setup();
      const router = renderPlayer('/learning/kelas-uji?item=2');
      expect(await screen.findByRole('heading', { name: 'Syarat selesai' })).toBeVisible();
      expect(screen.getByText('Jawab semua pertanyaan jurnal.')).toBeVisible();
      expect(screen.getByText('Belum terpenuhi')).toBeVisible();
      await user.click(next());
      await waitFor(() => expect(router.state.location.search).toBe('?item=3'));
      await screen.findByText('Quiz view: Post Test');
      expect(screen.getByText('Lulus quiz dengan nilai minimal 70.')).toBeVisible();
      await user.click(next());
      await waitFor(() => expect(router.state.location.search).toBe('?item=4'));
      expect(completeCalls).toEqual([]);
    });

    it("tells a webinar's truth: 'Selanjutnya' without a session of the learner's cohort, the recorded attendance with one (decision 288)", async () => {
      renderPlayer('/learning/kelas-uji?item=4');
      expect(await screen.findByText("Ikuti webinar sesuai jadwal, lalu tekan 'Selanjutnya'.")).toBeVisible();
      cleanup();
      details[4] = { ...details[4]!, completion_rule: 'attendance' };
      items().find((i) => i.item_id === 4)!.completion_rule = 'attendance';
      try {
        renderPlayer('/learning/kelas-uji?item=4');
        expect(
          await screen.findByText("Selesai saat kehadiranmu di sesi webinar ini tercatat, tanpa menekan 'Selanjutnya'."),
        ).toBeVisible();
        expect(completeCalls).toEqual([]);
      } finally {
        details[4] = { ...details[4]!, completion_rule: 'attended' };
      }
    });

    it('a sequential course locks the items after the first incomplete one and opens that one', async () => {
      activity.sequential = true;
      for (const i of items().slice(1)) i.is_locked = true;
      const user = userEvent.setup();
      const router = renderPlayer('/learning/kelas-uji?item=3');
      expect(
        await screen.findByText(
          'Kelas ini diikuti berurutan. Selesaikan ‘Selamat Datang di Kelas’ terlebih dahulu.',
        ),
      ).toBeVisible();
      expect(within(sidebar()).getAllByLabelText('Terkunci')).toHaveLength(2);
      expect(activeCalls).not.toContain(3);
      await user.click(screen.getByRole('button', { name: 'Buka ‘Selamat Datang di Kelas’' }));
      await waitFor(() => expect(router.state.location.search).toBe('?item=1'));
      expect(await screen.findByRole('heading', { name: 'Selamat Datang!' })).toBeVisible();
    });

    it("a preview shows 'Pratinjau' and records nothing", async () => {
      activity.preview = true;
      const user = userEvent.setup();
      const router = renderPlayer();
      expect(await screen.findByText('Pratinjau')).toBeVisible();
      expect(screen.getByText(/Progres, jawaban dan tugas tidak disimpan/)).toBeVisible();
      await screen.findByRole('heading', { name: 'Selamat Datang!' });
      await user.click(next());
      await waitFor(() => expect(router.state.location.search).toBe('?item=2'));
      expect(completeCalls).toEqual([]);
    });

    it("shows the author's own text instead of the built-in welcome", async () => {
      details[1] = {
        ...details[1]!,
        detail: { id: 1, html: '<h3>Halo peserta</h3><p>Baca modul dulu.</p>' },
      };
      renderPlayer();
      expect(await screen.findByRole('heading', { name: 'Halo peserta' })).toBeVisible();
      expect(screen.getByText('Baca modul dulu.')).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Selamat Datang!' })).toBeNull();
    });
  },
);

describe('LearningPlayer in English', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await i18next.changeLanguage('id');
  });

  it('shows the sidebar, the welcome, the type labels and the bottom bar in English; essay instructions too', async () => {
    await i18next.changeLanguage('en');
    const user = userEvent.setup();
    renderPlayer();
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeVisible();
    const side = screen.getByRole('complementary', { name: 'Course Content' });
    expect(within(side).getByText('2 chapters')).toBeVisible();
    expect(within(side).getAllByText('Reflective Journal').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(
      screen.getByText('Complete every activity in this course to earn your certificate.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'WhatsApp +62 811' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Number of Questions')).toBeVisible();
    expect(screen.getByText('1 attempt')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue to Questions' }));
    await user.click(await screen.findByRole('button', { name: 'Save answers' }));
    // The contract's zod message, produced on the device in Indonesian, shows in English.
    expect((await screen.findAllByText('The answer cannot be empty.')).length).toBe(2);
  });

});

describe('LearningPlayer: something on screen at once, a quiz that holds the learner', { timeout: 20_000 }, () => {
  it('shows its skeleton at once and asks for the course and its first material together, the material once', async () => {
    let release!: () => void;
    activityGate = new Promise((resolve) => (release = resolve));
    renderPlayer('/learning/kelas-uji?item=2');
    // Before the course has answered: the frame, with its text where the title comes.
    expect(await screen.findByText('Memuat kelas…')).toBeVisible();
    await waitFor(() => expect(currentCalls).toEqual(['kelas-uji 2']));
    release();
    expect(await screen.findByRole('heading', { name: 'Instruksi' })).toBeVisible();
    expect(activeCalls).toEqual([]);
  });

  it('holds a running quiz: the footer, the chapter list and Kembali ask first and say its timer keeps running', async () => {
    const user = userEvent.setup();
    const router = renderPlayer('/learning/kelas-uji?item=3');
    await screen.findByText('Quiz view: Post Test');
    await user.click(screen.getByRole('button', { name: 'soal dibuka' }));
    // Time passes before the learner tries to leave: the question counts from then, not from the player's start.
    const later = Date.now() + 60_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);

    await user.click(next());
    const dialog = await screen.findByRole('dialog', { name: 'Tinggalkan quiz?' });
    expect(within(dialog).getByText(/Waktunya terus berjalan walaupun kamu meninggalkan quiz ini/)).toBeVisible();
    expect(within(dialog).getByText(/^Sisa waktu: 11:3\d$/)).toBeVisible();
    clock.mockRestore();
    await user.click(within(dialog).getByRole('button', { name: 'Lanjutkan Quiz' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('?item=3');

    // The dialog gives the page back to assistive technology once it has closed.
    await user.click(within(await waitFor(sidebar)).getByRole('button', { name: /Sesi Webinar/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Lanjutkan Quiz' }));
    expect(screen.getByText('Quiz view: Post Test')).toBeVisible();

    await user.click(await screen.findByRole('link', { name: 'Kembali' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Lanjutkan Quiz' }));
    expect(router.state.location.pathname).toBe('/learning/kelas-uji');

    // Leaving on purpose moves on, and the quiz gets no tick: only its completion rule gives one.
    await user.click(await screen.findByRole('button', { name: 'Selanjutnya' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tinggalkan Quiz' }));
    await waitFor(() => expect(router.state.location.search).toBe('?item=4'));
    expect(completeCalls).toEqual([]);
    expect(isComplete(3)).toBe(0);
  });

  it('lets the learner leave freely once no quiz runs', async () => {
    const user = userEvent.setup();
    const router = renderPlayer('/learning/kelas-uji?item=3');
    await screen.findByText('Quiz view: Post Test');
    await user.click(screen.getByRole('link', { name: 'Kembali' }));
    expect(await screen.findByText('Halaman Programmu')).toBeVisible();
    expect(router.state.location.pathname).toBe('/programmu');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
