import type { Answer, AskQuestionBody, MentorQuestion, Question, QuestionDetail, ReportedPost } from '@kelas/contracts/questions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { DiscussionPanel } from './discussion-panel';
import { MentorInbox } from './mentor-inbox';
import { ModerationQueue } from './moderation-queue';
import { QuestionPage } from './question-page';

// Decision 277: the player's 'Diskusi', a question's page, the mentor's inbox, the moderation queue.
const AT = '2025-05-21T03:30:00Z';
const QUESTION: Question = {
  id: 7,
  course: { id: 1, slug: 'kelas', title: 'Kelas Excel' },
  item: { id: 11, title: 'Modul 1' },
  author: { id: 3, name: 'Ani', mentor: false },
  body: 'Apa arti <strong>grafik</strong> ini?',
  votes: 2,
  voted: false,
  can_edit: false,
  answer_count: 1,
  accepted_answer_id: null,
  created_at: AT,
  updated_at: AT,
};
const ANSWER: Answer = { id: 21, question_id: 7, author: { id: 9, name: 'Rina', mentor: true }, body: 'Lihat sumbu X.', votes: 0, voted: false, accepted: false, can_edit: false, created_at: AT, updated_at: AT };
let detail: QuestionDetail = { ...QUESTION, answers: [ANSWER], can_answer: true, can_accept: true, posting_ban: null };
const BAN = { reason: 'Berkata kasar kepada peserta lain.', since: AT };
/** The list's answer to the reader: may ask, or a ban's notice (decision 292). */
let standing: { can_ask: boolean; posting_ban: typeof BAN | null } = { can_ask: true, posting_ban: null };
const bansSent: unknown[] = [];
const PICTURE_URL = '/storage/uploads/images/Zx9_ab-1280.webp';
let pictures = 0;
/** The next picture's answer: stored, or refused by content as the server does. */
let pictureRefused = false;
const asked: string[] = [];
const sent: AskQuestionBody[] = [];
const accepted: number[] = [];
const moderated: string[] = [];
const REPORTED: ReportedPost = {
  kind: 'answer',
  id: 21,
  question_id: 7,
  course: { id: 1, slug: 'kelas', title: 'Kelas Excel' },
  author: { id: 4, name: 'Joko', email: 'joko@example.com' },
  body: 'Jawaban kasar',
  report_count: 2,
  open_reports: 2,
  last_reason: 'Kasar',
  last_reported_at: AT,
  status: 'visible',
  author_banned: false,
};

const server = mockApi(
  http.get('*/api/course/:slug/questions', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.search);
    return HttpResponse.json({ data: [QUESTION], meta: { total: 1, page: 1, per_page: 10 }, ...standing });
  }),
  http.post('*/api/course/:slug/questions', async ({ request }) => {
    const body = (await request.json()) as AskQuestionBody;
    sent.push(body);
    if (body.body.length > 20) return HttpResponse.json({ message: 'Terlalu banyak permintaan. Coba lagi dalam 60 detik.', code: 'RATE_LIMITED' }, { status: 429 });
    return HttpResponse.json({ data: { ...detail, id: 8, body: body.body } }, { status: 201 });
  }),
  http.get('*/api/questions/:id', () => HttpResponse.json({ data: detail })),
  http.post('*/api/course/:slug/post-images', () => {
    pictures += 1;
    if (pictureRefused) return HttpResponse.json({ message: 'Gambar diskusi harus berupa JPG, PNG atau WEBP.', code: 'UNSUPPORTED_FILE_TYPE' }, { status: 415 });
    return HttpResponse.json(
      { data: { purpose: 'post_image', path: PICTURE_URL.slice('/storage/'.length), url: PICTURE_URL, content_type: 'image/webp', size: 120, variants: { '1280': PICTURE_URL.slice(9) } } },
      { status: 201 },
    );
  }),
  http.post('*/api/answers/:id/accept', ({ params }) => {
    accepted.push(Number(params.id));
    detail = { ...detail, accepted_answer_id: ANSWER.id, answers: [{ ...ANSWER, accepted: true }] };
    return HttpResponse.json({ data: detail });
  }),
  http.get('*/api/mentor/questions', () => {
    const q: MentorQuestion = { ...QUESTION, answer_count: 0, age_seconds: 3 * 3600 + 5 };
    return HttpResponse.json({ data: [q], meta: { total: 1, page: 1, per_page: 10 } });
  }),
  http.get('*/api/admin/reports', () => HttpResponse.json({ data: [REPORTED], meta: { total: 1, page: 1, per_page: 20 } })),
  http.get('*/api/admin/posting-bans', () =>
    HttpResponse.json({
      data: [
        { course: { id: 1, slug: 'kelas', title: 'Kelas Data' }, user: { id: 9, name: 'Joko', email: 'joko@example.com' }, reason: 'Spam tautan', banned_by: 'Admin', created_at: '2026-11-20T03:00:00.000Z' },
        { course: { id: 2, slug: 'lama', title: 'Kelas Lama' }, user: { id: 10, name: 'Lina', email: 'lina@example.com' }, reason: null, banned_by: null, created_at: '2025-01-20T03:00:00.000Z' },
      ],
      meta: { total: 2, page: 1, per_page: 20 },
    }),
  ),
  http.post('*/api/admin/courses/:id/posting-bans', async ({ request }) => {
    const body = (await request.json()) as { user_id: number; reason: string };
    bansSent.push(body);
    if (body.reason === 'tolak') return HttpResponse.json({ message: 'Data tidak valid.', errors: { reason: ['Alasan larangan maksimal 500 karakter.'] } }, { status: 422 });
    return HttpResponse.json({ data: { course_id: 1, user_id: body.user_id, reason: body.reason, created_at: AT } }, { status: 201 });
  }),
  http.post('*/api/admin/posts/:kind/:id/:action', ({ params }) => {
    moderated.push(`${String(params.kind)}:${String(params.id)}:${String(params.action)}`);
    return HttpResponse.json({ data: { ...REPORTED, status: 'hidden' } });
  }),
);

/**
 * Writes a paragraph into a TipTap field: jsdom has no editing of its own, so the text goes in
 * through the editor TipTap keeps on its editable element, as typing would; waits until the counter
 * counts it.
 */
async function writeRich(name: string, text: string) {
  type WithEditor = HTMLElement & { editor?: { commands: { setContent: (html: string, o: { emitUpdate: boolean }) => void } } };
  // The editor mounts after its chunk loads and may be re-created once: write into the live one
  // until the counter counts the text.
  await waitFor(() => {
    const el = screen.getByRole('textbox', { name }) as WithEditor;
    act(() => el.editor?.commands.setContent(`<p>${text}</p>`, { emitUpdate: true }));
    expect(screen.getByText(new RegExp(`^${text.length} / `))).toBeInTheDocument();
  });
}

describe('DiscussionPanel', () => {
  it("lists the open item's questions, asks about the item, and shows the server's refusal", async () => {
    asked.length = 0;
    renderWithQuery(<DiscussionPanel slug="kelas" progress={10} itemId={11} />, { route: '/learning/kelas' });
    expect(screen.getByRole('heading', { name: 'Diskusi' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Ani' });
    expect(within(card).getByText('grafik').tagName).toBe('STRONG');
    expect(within(card).getByRole('link', { name: 'Lihat diskusi' })).toHaveAttribute('href', '/diskusi/7');
    expect(asked[0]).toContain('item_id=11');

    const user = userEvent.setup();
    // The studio's rich-text editor (decision 284), loaded with the form.
    await writeRich('Pertanyaanmu', 'Halo mentor?');
    await user.click(screen.getByRole('button', { name: 'Kirim Pertanyaan' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ item_id: 11, body: '<p>Halo mentor?</p>' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pertanyaanmu' })).toHaveTextContent(''));

    await writeRich('Pertanyaanmu', 'Pertanyaan yang sangat panjang sekali');
    await user.click(screen.getByRole('button', { name: 'Kirim Pertanyaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak permintaan');

    // The whole course, most voted first.
    await user.selectOptions(screen.getByLabelText('Tampilkan'), 'all');
    await user.selectOptions(screen.getByLabelText('Urutkan'), 'votes');
    await waitFor(() => expect(asked.at(-1)).toBe('?sort=votes&page=1&per_page=10'));
  });
});

describe('DiscussionPanel pictures (decision 292)', () => {
  it("'Gambar' uploads a picture to the course and puts it in the question; a wrong type or a refusal says why", async () => {
    pictures = 0;
    // The input's `accept` would hide a wrong type from the picker; the check behind it is what is tried here.
    const user = userEvent.setup({ applyAccept: false });
    renderWithQuery(<DiscussionPanel slug="kelas" progress={10} itemId={11} />, { route: '/learning/kelas' });
    await screen.findByRole('textbox', { name: 'Pertanyaanmu' });
    expect(screen.getByRole('button', { name: 'Gambar' })).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('image/png');

    await user.upload(input, new File(['%PDF-1.4'], 'modul.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('modul.pdf tidak dapat dipakai sebagai gambar. Gunakan JPG, PNG, WEBP.');
    await user.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], 'besar.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('besar.png melebihi batas 5 MB.');
    expect(pictures).toBe(0);
    pictureRefused = true;
    await user.upload(input, new File(['x'], 'palsu.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gambar diskusi harus berupa JPG, PNG atau WEBP.');
    pictureRefused = false;

    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'grafik penjualan.png', { type: 'image/png' }));
    const textbox = screen.getByRole('textbox', { name: 'Pertanyaanmu' });
    await waitFor(() => expect(within(textbox).getByRole('img', { name: 'grafik penjualan' })).toHaveAttribute('src', PICTURE_URL));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim Pertanyaan' }));
    await waitFor(() => expect(sent.at(-1)?.body).toContain(`<img src="${PICTURE_URL}" alt="grafik penjualan">`));
    expect(pictures).toBe(2);
  });
});

describe('DiscussionPanel for a learner barred from posting', () => {
  it('shows no question box, only the ban and its reason (decision 292)', async () => {
    standing = { can_ask: false, posting_ban: BAN };
    try {
      renderWithQuery(<DiscussionPanel slug="kelas" progress={10} itemId={11} />, { route: '/learning/kelas' });
      expect(await screen.findByText('Alasan: Berkata kasar kepada peserta lain.')).toBeInTheDocument();
      expect(screen.getByText(/Admin melarang akunmu mengirim pertanyaan/)).toBeInTheDocument();
      expect(await screen.findByRole('article', { name: 'Ani' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Pertanyaanmu' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Kirim Pertanyaan' })).not.toBeInTheDocument();
    } finally {
      standing = { can_ask: true, posting_ban: null };
    }
  });
});

describe('QuestionPage', () => {
  it("marks the mentor's answer and lets the asker accept it", async () => {
    accepted.length = 0;
    renderWithQuery(<QuestionPage id={7} />, { route: '/diskusi/7' });
    const answer = await screen.findByRole('article', { name: 'Rina' });
    expect(within(answer).getByText('Mentor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke kelas' })).toHaveAttribute('href', '/learning/kelas?item=11');
    await userEvent.setup().click(within(answer).getByRole('button', { name: 'Terima Jawaban' }));
    await waitFor(() => expect(accepted).toEqual([21]));
    expect(await within(screen.getByRole('article', { name: 'Rina' })).findByText('Jawaban diterima')).toBeInTheDocument();
    expect(screen.getByLabelText('Jawabanmu')).toBeInTheDocument();
  });

  it("tells a learner barred from posting why, where the answer box would be", async () => {
    const before = detail;
    detail = { ...detail, can_answer: false, posting_ban: BAN };
    try {
      renderWithQuery(<QuestionPage id={7} />, { route: '/diskusi/7' });
      expect(await screen.findByText('Alasan: Berkata kasar kepada peserta lain.')).toBeInTheDocument();
      expect(screen.queryByLabelText('Jawabanmu')).not.toBeInTheDocument();
    } finally {
      detail = before;
    }
  });
});

describe('MentorInbox', () => {
  it('shows each question with its course, how long it has waited and a way to answer', async () => {
    renderWithQuery(<MentorInbox />, { route: '/mentor/pertanyaan' });
    const card = await screen.findByRole('article', { name: 'Ani' });
    expect(within(card).getByText('Kelas Excel')).toBeInTheDocument();
    expect(within(card).getByText('menunggu 3 jam')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Jawab' })).toHaveAttribute('href', '/diskusi/7');
  });
});

describe('ModerationQueue', () => {
  it('lists a reported answer with its reports and hides it', async () => {
    moderated.length = 0;
    renderWithQuery(<ModerationQueue />);
    const card = await screen.findByRole('article', { name: 'Jawaban Joko' });
    expect(within(card).getByText('2 laporan')).toBeInTheDocument();
    expect(within(card).getByText('Alasan terakhir: Kasar')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Sembunyikan' }));
    await waitFor(() => expect(moderated).toEqual(['answer:21:hide']));
    // Who is banned where, with a way to lift it (decision 282).
    const bans = await screen.findByRole('region', { name: 'Dilarang Posting' });
    expect(within(bans).getByText('Kelas Data')).toBeInTheDocument();
    expect(within(bans).getByRole('button', { name: 'Cabut Larangan: Joko, Kelas Data' })).toBeInTheDocument();
    // Each ban with its reason; one made before reasons were asked says so.
    expect(within(bans).getByText('Alasan: Spam tautan')).toBeInTheDocument();
    expect(within(bans).getByText('Alasan tidak dicatat.')).toBeInTheDocument();
    server.resetHandlers();
  });

  it("'Larang Posting' asks the reason, checks it, shows the server's refusal under it and sends it (decision 292)", async () => {
    bansSent.length = 0;
    const user = userEvent.setup();
    renderWithQuery(<ModerationQueue />);
    const card = await screen.findByRole('article', { name: 'Jawaban Joko' });
    await user.click(within(card).getByRole('button', { name: 'Larang Posting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Larang Posting' });
    expect(within(dialog).getByText('Larang Joko mengirim pertanyaan dan jawaban di kelas ini?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Larang Posting' }));
    expect(await within(dialog).findByText('Tuliskan alasan larangan.')).toBeInTheDocument();
    expect(bansSent).toEqual([]);
    const reason = within(dialog).getByLabelText('Alasan larangan');
    await user.type(reason, 'tolak');
    await user.click(within(dialog).getByRole('button', { name: 'Larang Posting' }));
    expect(await within(dialog).findByText('Alasan larangan maksimal 500 karakter.')).toBeInTheDocument();
    await user.clear(reason);
    await user.type(reason, '  Spam tautan ');
    await user.click(within(dialog).getByRole('button', { name: 'Larang Posting' }));
    await waitFor(() => expect(bansSent.at(-1)).toEqual({ user_id: 4, reason: 'Spam tautan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
