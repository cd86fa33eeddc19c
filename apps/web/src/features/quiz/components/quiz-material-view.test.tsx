import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ActiveMaterial, CourseActivity, QuizDetail } from '@kelas/contracts/learning';
import type { QuizSession } from '@kelas/contracts/quiz';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { i18next } from '@/lib/i18n/i18n';
import { QuizMaterialView } from './quiz-material-view';

// jsdom lacks the layout APIs radix calls.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

const detail = (over: Partial<QuizDetail> = {}): QuizDetail => ({
  id: 10,
  quiz_material_id: 7,
  target_score: 70,
  opportunity: 3,
  remaining_attempts: 3,
  duration_minutes: 15,
  question_count: 2,
  best: null,
  open_log_id: null,
  open_seconds_left: null,
  completion_rule: 'passed',
  ...over,
});
const material = (d: QuizDetail): ActiveMaterial => ({ item_id: 10, material_id: 1, name: 'Pre Test', item_type: 'quiz', is_complete: 0, completion_rule: 'passed', pass_mark: 70, detail: d });
const activity = { course_id: 1, course_slug: 'k', course_title: 'Kelas', course_progress: 0, materials: [], certificate_code: null, sequential: false, preview: false } as CourseActivity;

const now = new Date();
const sessionBody = (over: Partial<QuizSession> = {}): { data: QuizSession } => ({
  data: {
    quizzes: [
      { id: 101, type: 'single', quiz: '<p>Soal satu?</p><img src=x onerror="alert(1)">', answers: [1, 2, 3, 4].map((n) => ({ id: 1000 + n, answer: `<p>Jawab ${n}</p>` })) },
      { id: 102, type: 'single', quiz: '<p>Soal dua?</p>', answers: [1, 2, 3, 4].map((n) => ({ id: 2000 + n, answer: `<p>Pilih ${n}</p>` })) },
    ],
    log: {
      status: 'in_progress',
      attempt_no: 1,
      started_at: now.toISOString(),
      deadline: new Date(now.getTime() + 15 * 60_000).toISOString(),
      finished_at: null,
      answers: {},
      score: null,
      correct_answer: null,
      wrong_answer: null,
      passed: null,
    },
    log_id: 55,
    server_time: now.toISOString(),
    remaining_attempts: 2,
    preview: false,
    ...over,
  },
});
const finished = (score: number, correct: number, wrong: number, remaining = 2) => ({
  data: {
    log_id: 55,
    log: { ...sessionBody().data.log!, status: 'completed', score, correct_answer: correct, wrong_answer: wrong, passed: score >= 70, finished_at: now.toISOString() },
    remaining_attempts: remaining,
  },
});

const calls: { url: string; body: unknown }[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  session.login('token-1', { name: 'Putri Lestari', email: 'putri@example.com', avatar: null });
});

function record(url: string, respond: (body: unknown) => Response) {
  return http.post(`*/api/course/quiz/${url}`, async ({ request }) => {
    const body = await request.json();
    calls.push({ url, body });
    return respond(body);
  });
}

function renderView(d: QuizDetail, refresh = vi.fn(async () => {})) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <QuizMaterialView material={material(d)} activity={activity} refresh={refresh} goNext={async () => {}} />
    </QueryClientProvider>,
  );
  return refresh;
}

describe('QuizMaterialView (spec 2.23)', () => {
  it('starts from the intro, shows the questions with the banner, restores and saves answers one call each', async () => {
    server.use(
      record('question', () => HttpResponse.json(sessionBody({ log: { ...sessionBody().data.log!, answers: { '102': 2003 } } }))),
      record('answer', (b) => HttpResponse.json({ data: b })),
    );
    renderView(detail());
    expect(screen.getByRole('heading', { name: 'Quiz Material' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mulai Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Soal Quiz' })).toBeInTheDocument();
    expect(calls[0]).toEqual({ url: 'question', body: { material_id: 10, quiz_material_id: 7, retake: false } });
    expect(screen.getByRole('timer')).toHaveTextContent(/^(15:00|14:5\d)$/);
    expect(screen.getByRole('note')).toHaveTextContent('Putri Lestari (putri@example.com)');
    expect(document.querySelector('img[onerror]')).toBeNull();

    // Resumes on the first unanswered question (1); question 2 keeps its saved answer C.
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false', 'false']);
    expect(screen.getByRole('radio', { name: 'B Jawab 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'B Jawab 2' }));
    await waitFor(() => expect(calls.filter((c) => c.url === 'answer')).toHaveLength(1));
    expect(calls[1]!.body).toEqual({ log_id: 55, quiz_id: 101, answer_id: 1002 });
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(screen.getByRole('radio', { name: 'C Pilih 3' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Selesaikan Quiz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soal 1, sudah dijawab' })).toBeInTheDocument();
  });

  it('puts the saved choice back when a save fails', async () => {
    server.use(
      record('question', () => HttpResponse.json(sessionBody())),
      record('answer', () => HttpResponse.json({ message: 'Jawaban tidak ditemukan pada soal ini.' }, { status: 422 })),
    );
    renderView(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Mulai Quiz' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'A Jawab 1' }));
    expect(await screen.findByText('Jawaban gagal disimpan: Jawaban tidak ditemukan pada soal ini.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A Jawab 1' })).not.toBeChecked();
  });

  it('finishes after confirmation, refreshes the player and shows the result with Ulangi Tes', async () => {
    server.use(
      record('question', () => HttpResponse.json(sessionBody({ log: { ...sessionBody().data.log!, answers: { '101': 1001, '102': 2001 } } }))),
      record('finish', () => HttpResponse.json(finished(50, 1, 1))),
    );
    const refresh = renderView(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Mulai Quiz' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Soal 2, sudah dijawab' }));
    await userEvent.click(screen.getByRole('button', { name: 'Selesaikan Quiz' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya, Selesaikan' }));
    expect(await screen.findByRole('heading', { name: 'Hasil Quiz' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ url: 'finish', body: { log_id: 55 } });
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByText('Mohon Maaf! Nilai kamu belum cukup untuk lulus dari tes.')).toBeInTheDocument();
    expect(screen.getAllByText('Tidak Lulus').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Ulangi Tes' })).toBeInTheDocument();
  });

  it('shows the expired screen on QUIZ_EXPIRED; Akhiri Quiz finishes the open log', async () => {
    server.use(
      record('question', () => HttpResponse.json({ message: 'Waktu kamu sudah habis!', code: 'QUIZ_EXPIRED' }, { status: 410 })),
      record('finish', () => HttpResponse.json(finished(100, 2, 0))),
    );
    renderView(detail({ open_log_id: 55, open_seconds_left: 0 }));
    expect(screen.getByText('Waktunya sudah habis: buka untuk melihat hasilnya.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Waktu kamu sudah habis!' })).toBeInTheDocument();
    expect(screen.getByText('Quiz telah berakhir karena waktu habis atau sudah diselesaikan sebelumnya.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Akhiri Quiz' }));
    expect(await screen.findByText('Selamat! Kamu sudah menyelesaikan Pre Test kelas ini dengan baik')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ url: 'finish', body: { log_id: 55 } });
  });

  it('offers Lanjutkan Quiz with the time left for an attempt in progress (its timer never stopped)', async () => {
    renderView(detail({ open_log_id: 56, open_seconds_left: 754 }));
    expect(screen.getByRole('button', { name: 'Lanjutkan Quiz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mulai Quiz' })).toBeNull();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Sisa waktu 12:(34|33)$/);
  });

  it('shows the empty and error texts', async () => {
    server.use(record('question', () => HttpResponse.json(sessionBody({ quizzes: [], log: null, log_id: null }))));
    renderView(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Mulai Quiz' }));
    expect(await screen.findByText('No quiz questions found for this quiz.')).toBeInTheDocument();
    cleanup();

    server.use(record('question', () => HttpResponse.json({ message: 'Quiz tidak ditemukan.' }, { status: 404 })));
    renderView(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Mulai Quiz' }));
    expect(await screen.findByText('Error loading quiz: Quiz tidak ditemukan.')).toBeInTheDocument();
  });

  it('opens on the best result when there is one; Ulangi Tes is hidden when no attempt remains', () => {
    renderView(detail({ remaining_attempts: 0, best: { log_id: 55, status: 'completed', score: 80, correct_answer: 4, wrong_answer: 1 } }));
    expect(screen.getByRole('heading', { name: 'Hasil Quiz' })).toBeInTheDocument();
    expect(screen.getByText('Selamat! Kamu sudah menyelesaikan Pre Test kelas ini dengan baik')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ulangi Tes' })).toBeNull();
    expect(screen.getByText('Kesempatan mengerjakan tes sudah habis.')).toBeInTheDocument();
  });
});

describe('QuizMaterialView in English', () => {
  afterEach(async () => {
    await i18next.changeLanguage('id');
  });

  it('shows the intro, the questions with the warning and the result in English; the questions stay as written', async () => {
    await i18next.changeLanguage('en');
    server.use(
      record('question', () => HttpResponse.json(sessionBody())),
      record('answer', (b) => HttpResponse.json({ data: b })),
      record('finish', () => HttpResponse.json(finished(50, 1, 1))),
    );
    renderView(detail());
    expect(screen.getByText('15 minutes')).toBeInTheDocument();
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Quiz Questions' })).toBeInTheDocument();
    expect(screen.getByText(/This quiz is being taken by/)).toHaveTextContent('This quiz is being taken by Putri Lestari (putri@example.com).');
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Soal satu?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1' })).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));
    expect(await screen.findByText('You have answered 0 of 2 questions. Unanswered questions count as wrong, and answers can no longer be changed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Finish' }));
    expect(await screen.findByRole('heading', { name: 'Quiz Result' })).toBeInTheDocument();
    expect(screen.getAllByText('Not Passed').length).toBe(2);
    expect(screen.getByText('Sorry! Your score is not yet enough to pass the test.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retake Test' })).toBeInTheDocument();
  });
});

describe('multi-answer questions and previews (decisions 243, 244)', () => {
  const multiple = (over: Partial<QuizSession> = {}) =>
    sessionBody({
      quizzes: [{ id: 201, type: 'multiple', quiz: '<p>Bilangan prima?</p>', answers: [2, 3, 4].map((n) => ({ id: 3000 + n, answer: `<p>${n}</p>` })) }],
      ...over,
    });

  it('shows checkboxes for a multiple-answer question and saves the whole ticked set; the last one cannot be cleared', async () => {
    server.use(
      record('question', () => HttpResponse.json(multiple())),
      record('answer', (b) => HttpResponse.json({ data: b })),
    );
    renderView(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Mulai Quiz' }));
    expect(await screen.findByText('Pilih semua jawaban yang benar.')).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    const two = screen.getByRole('checkbox', { name: 'A 2' });
    const three = screen.getByRole('checkbox', { name: 'B 3' });
    await userEvent.click(three);
    await userEvent.click(two);
    await waitFor(() => expect(calls.filter((c) => c.url === 'answer')).toHaveLength(2));
    expect(calls.filter((c) => c.url === 'answer').map((c) => c.body)).toEqual([
      { log_id: 55, quiz_id: 201, answer_ids: [3003] },
      { log_id: 55, quiz_id: 201, answer_ids: [3002, 3003] },
    ]);
    expect(two).toBeChecked();
    await userEvent.click(two);
    await userEvent.click(three);
    // The set cannot be empty (the server refuses it): the last answer stays, with a hint.
    expect(three).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Pilih minimal satu jawaban.');
    await waitFor(() => expect(calls.filter((c) => c.url === 'answer')).toHaveLength(3));
    expect(calls.at(-1)!.body).toEqual({ log_id: 55, quiz_id: 201, answer_ids: [3003] });
  });

  it('restores a saved set', async () => {
    server.use(record('question', () => HttpResponse.json(multiple({ log: { ...sessionBody().data.log!, answers: { '201': [3002, 3004] } } }))));
    renderView(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Mulai Quiz' }));
    expect(await screen.findByRole('checkbox', { name: 'A 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'B 3' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'C 4' })).toBeChecked();
  });

  it('a preview shows the questions, keeps choices on the screen only, and has no timer and no finish', async () => {
    server.use(record('question', () => HttpResponse.json(multiple({ log: null, log_id: null, preview: true }))));
    renderView(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Mulai Quiz' }));
    expect(await screen.findByText('Pratinjau: jawaban tidak disimpan dan tidak dinilai.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'A 2' }));
    expect(screen.getByRole('checkbox', { name: 'A 2' })).toBeChecked();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Selesaikan Quiz' })).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['question']);
  });
});
