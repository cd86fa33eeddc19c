import { STUDIO_MESSAGES, type StudioQuiz } from '@kelas/contracts/studio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QuizEditor } from './quiz-editor';

const ITEM = 41;
let stored: StudioQuiz;
let puts: unknown[];
let putAnswer: 'ok' | 'stale';
let importAnswer: 'ok' | 'bad-rows';
let imports: unknown[];

const answer = (id: number, text: string, correct: boolean) => ({ id, answer: `<p>${text}</p>`, is_correct: correct });

const server = setupServer(
  http.get(`*/api/admin/items/${ITEM}/quiz`, () => HttpResponse.json({ data: stored })),
  http.put(`*/api/admin/items/${ITEM}/quiz`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    puts.push(body);
    if (putAnswer === 'stale') return HttpResponse.json({ message: STUDIO_MESSAGES.staleVersion, code: 'STALE_VERSION' }, { status: 409 });
    stored = { ...stored, version: stored.version + 1 };
    return HttpResponse.json({ data: stored });
  }),
  http.post(`*/api/admin/items/${ITEM}/quiz/import`, async ({ request }) => {
    imports.push(await request.json());
    if (importAnswer === 'bad-rows') {
      return HttpResponse.json(
        { message: STUDIO_MESSAGES.csvRowErrors, errors: { 'baris 3': [STUDIO_MESSAGES.noCorrectAnswer], 'baris 5': [STUDIO_MESSAGES.answersCount] } },
        { status: 422 },
      );
    }
    stored = { ...stored, version: stored.version + 1, questions: [{ id: 90, question: '<p>Dari CSV?</p>', type: 'single', answers: [answer(91, 'Ya', true), answer(92, 'Tidak', false)] }] };
    return HttpResponse.json({ data: stored });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  stored = {
    item_id: ITEM,
    target_score: 70,
    opportunity: 3,
    duration_minutes: 15,
    completion_rule: 'passed',
    version: 4,
    questions: [{ id: 1, question: '<p>Apa itu DataFrame?</p>', type: 'single', answers: [answer(11, 'Tabel dua dimensi', true), answer(12, 'Sebuah grafik', false)] }],
  };
  puts = [];
  imports = [];
  putAnswer = 'ok';
  importAnswer = 'ok';
});
afterEach(cleanup);

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <QuizEditor itemId={ITEM} courseId={7} />
    </QueryClientProvider>,
  );
}

const question = (n: number) => screen.getByRole('listitem', { name: `Soal ${n}` });

// Every question and answer is a TipTap editor; on a busy shared machine a test takes several seconds.
describe('QuizEditor', { timeout: 30_000 }, () => {
  it('shows the stored settings and questions and saves the whole quiz with the version it read', async () => {
    renderEditor();
    expect(await screen.findByLabelText('Nilai minimal lulus')).toHaveValue(70);
    expect(screen.getByLabelText('Jumlah kesempatan')).toHaveValue(3);
    expect(screen.getByLabelText('Durasi (menit)')).toHaveValue(15);
    expect(within(question(1)).getByRole('textbox', { name: 'Pertanyaan 1' })).toHaveTextContent('Apa itu DataFrame?');
    expect(screen.getByRole('checkbox', { name: 'Jawaban 1 soal 1 benar' })).toBeChecked();

    await userEvent.clear(screen.getByLabelText('Nilai minimal lulus'));
    await userEvent.type(screen.getByLabelText('Nilai minimal lulus'), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Kuis' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      target_score: 80,
      opportunity: 3,
      duration_minutes: 15,
      completion_rule: 'passed',
      version: 4,
      questions: [{ question: '<p>Apa itu DataFrame?</p>', type: 'single', answers: [{ answer: '<p>Tabel dua dimensi</p>', is_correct: true }, { answer: '<p>Sebuah grafik</p>', is_correct: false }] }],
    });
  });

  it('keeps one correct answer for a single-answer question, several for a multiple one, and saves the type and the rule', async () => {
    renderEditor();
    const a = await screen.findByRole('checkbox', { name: 'Jawaban 1 soal 1 benar' });
    const b = screen.getByRole('checkbox', { name: 'Jawaban 2 soal 1 benar' });
    // Single: ticking B unticks A.
    await userEvent.click(b);
    expect(b).toBeChecked();
    expect(a).not.toBeChecked();
    // Multiple: both stay ticked.
    await userEvent.click(within(question(1)).getByRole('radio', { name: 'Beberapa jawaban benar' }));
    await userEvent.click(a);
    expect(a).toBeChecked();
    expect(b).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Dikerjakan: berapa pun nilainya (untuk pre-test)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Kuis' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      completion_rule: 'attempted',
      questions: [{ type: 'multiple', answers: [{ is_correct: true }, { is_correct: true }] }],
    });
  });

  it('refuses a question without a correct answer before anything is sent', async () => {
    renderEditor();
    const correct = await screen.findByRole('checkbox', { name: 'Jawaban 1 soal 1 benar' });
    await userEvent.click(correct);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Kuis' }));
    expect(await within(question(1)).findByText(STUDIO_MESSAGES.noCorrectAnswer)).toBeVisible();
    expect(screen.getByText('1 soal belum benar. Periksa pesan di bawah setiap soal.')).toBeVisible();
    expect(puts).toHaveLength(0);
  });

  it('keeps between 2 and 10 answers per question', async () => {
    renderEditor();
    await screen.findByRole('checkbox', { name: 'Jawaban 1 soal 1 benar' });
    const q = question(1);
    expect(within(q).getByRole('button', { name: 'Hapus jawaban 1 soal 1' })).toBeDisabled();
    const add = within(q).getByRole('button', { name: /Tambah jawaban/ });
    for (let n = 3; n <= 10; n++) await userEvent.click(add);
    expect(add).toHaveTextContent('Tambah jawaban (10/10)');
    expect(add).toBeDisabled();
    expect(within(q).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(q).getByRole('button', { name: 'Hapus jawaban 1 soal 1' })).toBeEnabled();
  });

  it('asks for the text of a new question and of its answers', async () => {
    renderEditor();
    await screen.findByRole('checkbox', { name: 'Jawaban 1 soal 1 benar' });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah Soal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Kuis' }));
    const q2 = question(2);
    expect(await within(q2).findByText(STUDIO_MESSAGES.questionRequired)).toBeVisible();
    expect(within(q2).getAllByText(STUDIO_MESSAGES.answerRequired)).toHaveLength(2);
    expect(puts).toHaveLength(0);
  });

  it('checks target score, attempts and duration', async () => {
    renderEditor();
    const target = await screen.findByLabelText('Nilai minimal lulus');
    await userEvent.clear(target);
    await userEvent.type(target, '120');
    await userEvent.clear(screen.getByLabelText('Jumlah kesempatan'));
    await userEvent.type(screen.getByLabelText('Jumlah kesempatan'), '0');
    await userEvent.clear(screen.getByLabelText('Durasi (menit)'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Kuis' }));
    expect(await screen.findByText(STUDIO_MESSAGES.targetScoreInvalid)).toBeVisible();
    expect(screen.getByText(STUDIO_MESSAGES.opportunityInvalid)).toBeVisible();
    expect(screen.getByText(STUDIO_MESSAGES.durationInvalid)).toBeVisible();
    expect(puts).toHaveLength(0);
  });

  it('shows a stale save as a message with a reload that reads the latest quiz', async () => {
    putAnswer = 'stale';
    renderEditor();
    await screen.findByRole('checkbox', { name: 'Jawaban 1 soal 1 benar' });
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Kuis' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STUDIO_MESSAGES.staleVersion);
    stored = { ...stored, version: 5, target_score: 55 };
    await userEvent.click(within(alert).getByRole('button', { name: 'Muat Ulang' }));
    await waitFor(() => expect(screen.getByLabelText('Nilai minimal lulus')).toHaveValue(55));
    expect(screen.queryByText(STUDIO_MESSAGES.staleVersion)).toBeNull();
  });

  it('lists every bad CSV row by its number and keeps the questions as they were', async () => {
    importAnswer = 'bad-rows';
    renderEditor();
    await screen.findByRole('checkbox', { name: 'Jawaban 1 soal 1 benar' });
    const csv = new File(['question,correct,answer_1,answer_2\n"A?",1,x,y\n"B?",,x,y\n'], 'soal.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Berkas CSV soal'), csv);
    const rows = await screen.findByRole('list', { name: 'Baris yang salah' });
    expect(within(rows).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `baris 3: ${STUDIO_MESSAGES.noCorrectAnswer}`,
      `baris 5: ${STUDIO_MESSAGES.answersCount}`,
    ]);
    expect(screen.getByText(STUDIO_MESSAGES.csvRowErrors)).toBeVisible();
    expect(imports).toEqual([{ csv: 'question,correct,answer_1,answer_2\n"A?",1,x,y\n"B?",,x,y\n', mode: 'replace' }]);
    expect(within(question(1)).getByRole('textbox', { name: 'Pertanyaan 1' })).toHaveTextContent('Apa itu DataFrame?');
  });

  it('replaces the questions with an imported CSV', async () => {
    renderEditor();
    await screen.findByRole('checkbox', { name: 'Jawaban 1 soal 1 benar' });
    await userEvent.upload(screen.getByLabelText('Berkas CSV soal'), new File(['question,correct,answer_1,answer_2\n"Dari CSV?",1,Ya,Tidak\n'], 'soal.csv', { type: 'text/csv' }));
    await waitFor(() => expect(within(question(1)).getByRole('textbox', { name: 'Pertanyaan 1' })).toHaveTextContent('Dari CSV?'));
  });
});
