import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { storedSession, type Session } from '../sessions.ts';

export type { Session };
import { COURSES } from '../../apps/api/src/db/seed/content/index.ts';
import { DEMO, DEMO_PASSWORD, latestMail } from '../support.ts';

/**
 * Every route of the SPA (spec 2.1, router.tsx) with what it needs to show real content, walked by
 * routes.spec.ts (accessibility, CSP, overflow, images and screenshots on each page). State-changing setup
 * (enrolments, orders, a certificate) happens for freshly registered learners only, so the other
 * journeys that share the server's data keep the demo learner's courses, quizzes and orders as seeded.
 */

export const PYTHON = 'belajar-analisis-data-dengan-python';
/** Learning videos for the fresh learner's paid order, pending order and cart (one course each: a new order cancels pending ones of the same course). */
const PAID_COURSE = 'dasar-pemrograman-web-html-css-javascript';
const PENDING_COURSE = 'digital-marketing-untuk-umkm';
const CART_COURSE = 'microsoft-excel-untuk-administrasi-dan-laporan-kerja';

export type Item = { item_id: number; title: string; item_type: string; is_complete: 0 | 1 };
type Activity = {
  course_id: number;
  course_title: string;
  certificate_code: string | null;
  materials: { material_id: number; material_title: string; items: Item[] }[];
};

/** What the routes need: sessions, a course detail, the fresh learner's orders, items and a certificate. */
export type World = {
  learner: Session;
  mentor: Session;
  /** A new learner enrolled in the Python demo course (through an admin voucher) with two orders. */
  fresh: Session;
  detailPath: string;
  /** An order with a pending QRIS payment. */
  pendingOrderId: number;
  paidOrderId: number;
  cartItem: { slug: string; priceId: number };
  /** The first Python item of each type, in course order. */
  pythonItems: Item[];
  certificateCode: string;
  /** The demo admin, and the Python demo course as the studio sees it. */
  admin: Session;
  studio: { courseId: number; quizItemId: number; readingItemId: number };
  /** A question of the fresh learner on the Python course's first item (decision 277). */
  questionId: number;
};

const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The run's session of a demo account (made once by the `sessions` project, e2e/sessions.ts). */
export async function apiLogin(request: APIRequestContext, email: string): Promise<Session> {
  const stored = storedSession(email);
  if (stored) return stored;
  return json<Session>(await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } }), `login ${email}`);
}

/** Registers a learner through the API and verifies the e-mail with the code from the mail. */
export async function registerLearner(request: APIRequestContext, name: string): Promise<Session> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.id`;
  const since = Date.now() - 1000;
  await json(
    await request.post('/api/auth/register', {
      data: {
        name,
        email,
        phone_number: '81234567890',
        password: DEMO_PASSWORD,
        confirm_password: DEMO_PASSWORD,
        terms: true,
      },
    }),
    'register',
  );
  const otp = /Anda:\s+(\d{6})/.exec(await latestMail(email, since))?.[1];
  expect(otp, 'code in the verification mail').toMatch(/^\d{6}$/);
  return json<Session>(await request.post('/api/auth/otp/verify', { data: { otp, email } }), 'verify');
}

/** Enrols `learner` in `slug` with a single-use voucher of a batch the admin makes for it. */
export async function grantCourse(request: APIRequestContext, learner: Session, slug: string) {
  const admin = await apiLogin(request, DEMO.admin);
  const batch = await json<{ data: { vouchers: { code: string }[] } }>(
    await request.post('/api/admin/voucher-batches', {
      headers: bearer(admin),
      data: { course_slug: slug, count: 1, label: 'e2e a11y' },
    }),
    'voucher batch',
  );
  await json(
    await request.post('/api/course/claim', {
      headers: bearer(learner),
      data: { voucher_code: batch.data.vouchers[0]!.code },
    }),
    'claim',
  );
}

export async function activityOf(request: APIRequestContext, s: Session, slug: string): Promise<Activity> {
  return (
    await json<{ data: Activity }>(
      await request.get(`/api/course/${slug}/activity`, { headers: bearer(s) }),
      `activity ${slug}`,
    )
  ).data;
}

/** Plain text of seeded HTML (the quiz's questions are matched to the seed's by their text). */
const plainText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim();

/**
 * Completes every item of `slug` for `s` as its completion rule asks (decision 240) and returns the
 * certificate code: the learner's own 'Selanjutnya' call for readings, texts, videos, webinars and the
 * survey; a quiz passed with the seed's correct answers (they never leave the server); the journal
 * answered; the practice assignment uploaded and graded by the demo admin.
 */
async function completeCourse(request: APIRequestContext, s: Session, slug: string): Promise<string> {
  const seed = COURSES.find((c) => c.slug === slug)!;
  const seedQuizzes = seed.chapters.flatMap((c) => c.items).filter((i) => i.type === 'quiz');
  const admin = await apiLogin(request, DEMO.admin);
  const a = await activityOf(request, s, slug);
  let code: string | null = null;
  for (const m of a.materials) {
    for (const it of m.items) {
      const body = { courseId: a.course_id, itemId: m.material_id, itemType: it.item_type };
      if (it.item_type === 'quiz') {
        const active = await json<{ data: { detail: { quiz_material_id: number } } }>(await request.post(`/api/course/items/${it.item_id}/active`, { headers: bearer(s), data: body }), `quiz ${it.item_id}`);
        const session = await json<{ data: { log_id: number; quizzes: { id: number; quiz: string; answers: { id: number; answer: string }[] }[] } }>(
          await request.post('/api/course/quiz/question', { headers: bearer(s), data: { material_id: it.item_id, quiz_material_id: active.data.detail.quiz_material_id } }),
          `quiz start ${it.item_id}`,
        );
        for (const q of session.data.quizzes) {
          const known = seedQuizzes.flatMap((x) => (x.type === 'quiz' ? x.questions : [])).find((x) => plainText(x.question) === plainText(q.quiz))!;
          const right = q.answers.find((x) => plainText(x.answer) === plainText(known.answers[known.correct]))!;
          await json(await request.post('/api/course/quiz/answer', { headers: bearer(s), data: { log_id: session.data.log_id, quiz_id: q.id, answer_id: right.id } }), `answer ${q.id}`);
        }
        await json(await request.post('/api/course/quiz/finish', { headers: bearer(s), data: { log_id: session.data.log_id } }), `finish ${it.item_id}`);
      } else if (it.item_type === 'essay') {
        await json(await request.post(`/api/course/items/${it.item_id}/essay`, { headers: bearer(s), data: { answers: ['Yang saya pelajari hari ini.', 'Rencana saya minggu depan.'] } }), `journal ${it.item_id}`);
      } else if (it.item_type === 'practice') {
        const asset = await request.get(`/storage/documents/${slug}/aset-tpm-1.pdf`);
        const uploaded = await json<{ data: { assignment_log: { task: string } } }>(
          await request.post('/api/course/practice/assignment', {
            headers: bearer(s),
            multipart: { material_id: String(it.item_id), file: { name: 'Tugas.pdf', mimeType: 'application/pdf', buffer: await asset.body() } },
          }),
          `assignment ${it.item_id}`,
        );
        const submissionId = uploaded.data.assignment_log.task.split('/')[1];
        await json(await request.post(`/api/mentor/submissions/${submissionId}/grade`, { headers: bearer(admin), data: { score: 90, feedback: 'Rapi.' } }), `grade ${submissionId}`);
      } else {
        await json(await request.post(`/api/course/items/${it.item_id}/complete`, { headers: bearer(s), data: body }), `complete ${it.item_id}`);
      }
    }
  }
  code = (await activityOf(request, s, slug)).certificate_code;
  expect(code, `certificate of ${slug}`).toMatch(/^[0-9A-Z]{20}$/);
  return code!;
}

/** The first Python item of each type, in course order, as `learner` sees them. */
async function firstItemOfEachType(request: APIRequestContext, learner: Session): Promise<Item[]> {
  const items: Item[] = [];
  for (const it of (await activityOf(request, learner, PYTHON)).materials.flatMap((m) => m.items)) {
    if (!items.some((x) => x.item_type === it.item_type)) items.push(it);
  }
  return items;
}

/** A new learner enrolled in the Python demo course, its first item of each type, and a cart's course: what the keyboard and form checks need. */
export async function buildLearnerWorld(request: APIRequestContext): Promise<Pick<World, 'fresh' | 'pythonItems' | 'cartItem'>> {
  const fresh = await registerLearner(request, 'Wulan Sari');
  await grantCourse(request, fresh, PYTHON);
  const d = await json<{ data: { prices: { prices: { id: number }[] }[] } }>(await request.get(`/api/courses/${CART_COURSE}`), `course ${CART_COURSE}`);
  return { fresh, pythonItems: await firstItemOfEachType(request, fresh), cartItem: { slug: CART_COURSE, priceId: d.data.prices[0]!.prices[0]!.id } };
}

/** Builds the world once per spec file (a few seconds: two registrations, vouchers, orders). */
export async function buildWorld(request: APIRequestContext): Promise<World> {
  const [learner, mentor] = [await apiLogin(request, DEMO.learner), await apiLogin(request, DEMO.mentor)];
  const fresh = await registerLearner(request, 'Nadia Puspita');
  await grantCourse(request, fresh, PYTHON);

  const firstPrice = async (slug: string) => {
    const d = await json<{ data: { type: string; prices: { prices: { id: number }[] }[] } }>(
      await request.get(`/api/courses/${slug}`),
      `course ${slug}`,
    );
    return { type: d.data.type, priceId: d.data.prices[0]!.prices[0]!.id };
  };
  const order = async (slug: string) => {
    const { priceId } = await firstPrice(slug);
    const id = (
      await json<{ data: { id: number } }>(
        await request.post('/api/orders', { headers: bearer(fresh), data: { items: [{ priceId }] } }),
        'order',
      )
    ).data.id;
    const payment = await json<{ data: { id: number } }>(
      await request.post(`/api/orders/${id}/payments`, {
        headers: bearer(fresh),
        data: { method: 'qris', channel: 'qris' },
      }),
      'payment',
    );
    return { id, paymentId: payment.data.id };
  };
  const paid = await order(PAID_COURSE);
  await json(
    await request.post(`/api/payments/${paid.paymentId}/simulate`, {
      headers: bearer(fresh),
      data: { result: 'paid' },
    }),
    'simulate',
  );
  const pending = await order(PENDING_COURSE);
  const cart = await firstPrice(CART_COURSE);

  // A submission for the mentor's console: the fresh learner uploads the course's own asset PDF.
  const activity = await activityOf(request, fresh, PYTHON);
  const practice = activity.materials.flatMap((m) => m.items).find((i) => i.item_type === 'practice')!;
  const asset = await request.get(`/storage/documents/${PYTHON}/aset-tpm-1.pdf`);
  expect(asset.ok(), 'seeded assignment asset').toBe(true);
  await json(
    await request.post('/api/course/practice/assignment', {
      headers: bearer(fresh),
      multipart: {
        material_id: String(practice.item_id),
        file: { name: 'Tugas Nadia.pdf', mimeType: 'application/pdf', buffer: await asset.body() },
      },
    }),
    'assignment upload',
  );

  const items = await firstItemOfEachType(request, fresh);
  // A question for /diskusi/:id and the mentor's 'Pertanyaan' (decision 277).
  const question = await json<{ data: { id: number } }>(
    await request.post(`/api/course/${PYTHON}/questions`, { headers: bearer(fresh), data: { item_id: items[0]!.item_id, body: 'Apakah materi ini perlu dibaca berurutan?' } }),
    'question',
  );

  // The certificate: a second new learner finishes a short free class.
  const graduate = await registerLearner(request, 'Agus Setiawan');
  const freeClass = (
    await json<{ data: { slug: string }[] }>(
      await request.get(`/api/courses?type=${encodeURIComponent('free class')}`),
      'free classes',
    )
  ).data[0]!.slug;
  await grantCourse(request, graduate, freeClass);
  const certificateCode = await completeCourse(request, graduate, freeClass);

  // The studio's screens open the Python demo course (demo content is data the studio edits).
  const admin = await apiLogin(request, DEMO.admin);
  const found = await json<{ data: { id: number; slug: string }[] }>(
    await request.get(`/api/admin/courses?search=${PYTHON}`, { headers: bearer(admin) }),
    'studio course list',
  );
  const courseId = found.data.find((c) => c.slug === PYTHON)!.id;
  const tree = await json<{ data: { chapters: { items: { id: number; item_type: string }[] }[] } }>(
    await request.get(`/api/admin/courses/${courseId}`, { headers: bearer(admin) }),
    'studio course',
  );
  const studioItems = tree.data.chapters.flatMap((c) => c.items);
  const studio = {
    courseId,
    quizItemId: studioItems.find((i) => i.item_type === 'quiz')!.id,
    readingItemId: studioItems.find((i) => i.item_type === 'reading')!.id,
  };

  return {
    admin,
    studio,
    learner,
    mentor,
    fresh,
    detailPath: `/detail/${cart.type.replace(/ /g, '-')}/${CART_COURSE}`,
    pendingOrderId: pending.id,
    paidOrderId: paid.id,
    cartItem: { slug: CART_COURSE, priceId: cart.priceId },
    pythonItems: items,
    certificateCode,
    questionId: question.data.id,
  };
}

/** Puts the session where the app keeps it (local storage 'token' and 'user') before any page script runs. */
export async function useSession(page: Page, s: Session | null) {
  await page.addInitScript((v) => {
    if (!v) return;
    localStorage.setItem('token', v.token);
    localStorage.setItem('user', JSON.stringify(v.user));
  }, s);
}

export type Who = 'guest' | 'learner' | 'mentor' | 'fresh' | 'admin';

export type RouteCase = {
  /** Short name: the screenshot is route-{name}-{width}.png. */
  name: string;
  who: Who;
  path: (w: World) => string;
  /** Waits until the page shows its real content (not a skeleton or spinner). */
  ready: (page: Page) => Promise<void>;
  /** Runs after the page is ready, to put it in the state to check (a tab, an item, a step). */
  prepare?: (page: Page) => Promise<void>;
  /** The state (an open menu or dialog) depends on the width: screens open the page afresh at each width. */
  perWidth?: boolean;
  /** Session-storage entries set before the page loads. */
  sessionStorage?: (w: World) => Record<string, string>;
  /**
   * The page leaves by itself after a few seconds (a redirect timer): timers of 3 s and longer are
   * dropped, so the checks see this page and not where it would go (that move has its own test).
   */
  holdsItsPage?: boolean;
};

const h1 = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible({ timeout: 20_000 });
};
const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible({ timeout: 20_000 });
};
/** The player: its title, then the material itself (no 'Memuat materi' / 'Memuat dokumen' spinner, the 500 ms switch spinner over). */
const playerReady = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByText(/^Memuat (materi|dokumen)$/)).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.getByRole('main').locator('[aria-live=polite] > *').first()).toBeVisible();
};

const mentorReady = async (page: Page) => {
  await heading('Konsol Mentor')(page);
  await expect(page.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
};

/** The names of routeCases(), known before the world exists so each gets its own test. */
export const CASE_NAMES = [
  'landing',
  'prakerja',
  'course-detail',
  'not-found',
  'certificate',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-login',
  'auth-callback',
  'programmu',
  'profile',
  'voucher-redeem',
  'orders',
  'notifications',
  'discussion',
  'cart',
  'payment-method',
  'payments',
  'payment-status',
  'mentor',
  'mentor-grading',
  'mentor-questions',
  'mentor-announcements',
  'landing-user-menu',
  'learning-text',
  'learning-quiz',
  'learning-reading',
  'learning-video',
  'learning-topic',
  'learning-practice',
  'learning-practice-detail',
  'learning-essay',
  'learning-essay-questions',
  'learning-embed',
  'learning-embed-questions',
  'studio',
  'studio-course',
  'studio-packages',
  'studio-curriculum',
  'studio-item-reading',
  'studio-item-quiz',
] as const;

/** Every route, one case each (the player once per item type). */
export function routeCases(w: World): RouteCase[] {
  const cases: RouteCase[] = [
    { name: 'landing', who: 'guest', path: () => '/', ready: h1(/./) },
    { name: 'prakerja', who: 'guest', path: () => '/prakerja', ready: h1(/./) },
    { name: 'course-detail', who: 'guest', path: (x) => x.detailPath, ready: h1(/./) },
    { name: 'not-found', who: 'guest', path: () => '/halaman-yang-tidak-ada', ready: heading(/./) },
    {
      name: 'certificate',
      who: 'guest',
      path: (x) => `/certificate/${x.certificateCode}`,
      ready: (p) => expect(p.getByText('Sertifikat Valid')).toBeVisible({ timeout: 20_000 }),
    },
    { name: 'login', who: 'guest', path: () => '/login', ready: heading('Masuk') },
    { name: 'register', who: 'guest', path: () => '/register', ready: heading('Daftar Akun') },
    {
      name: 'forgot-password',
      who: 'guest',
      path: () => '/forgot-password',
      ready: heading('Lupa Password'),
    },
    { name: 'reset-password', who: 'guest', path: () => '/reset-password?token=x', ready: heading(/./) },
    {
      name: 'verify-login',
      who: 'guest',
      path: () => `/verify-login?email=${encodeURIComponent('nadia@example.id')}`,
      ready: heading('Verifikasi Akun Anda'),
    },
    {
      name: 'auth-callback',
      who: 'guest',
      path: () => '/auth/callback',
      holdsItsPage: true,
      ready: (p) => expect(p.getByRole('alert')).toContainText('Token autentikasi tidak valid atau hilang.', { timeout: 20_000 }),
    },
    {
      name: 'programmu',
      who: 'learner',
      path: () => '/programmu',
      ready: async (p) => {
        await h1('Programmu')(p);
        await expect(p.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
      },
    },
    {
      name: 'profile',
      who: 'learner',
      path: () => '/programmu/profile',
      ready: async (p) => {
        await heading(/./)(p);
        await expect(p.getByLabel(/Nama/).first()).not.toHaveValue('', { timeout: 20_000 });
      },
    },
    {
      name: 'voucher-redeem',
      who: 'learner',
      path: () => '/programmu/voucher-redeem',
      ready: heading('Tentang Kode Redeem'),
    },
    { name: 'orders', who: 'fresh', path: () => '/programmu/orders', ready: heading(/./) },
    {
      name: 'notifications',
      who: 'fresh',
      path: () => '/notifikasi',
      ready: async (p) => {
        await heading('Notifikasi')(p);
        await expect(p.getByRole('status', { name: 'Memuat notifikasi' })).toHaveCount(0, { timeout: 20_000 });
      },
    },
    {
      name: 'discussion',
      who: 'fresh',
      path: (x) => `/diskusi/${x.questionId}`,
      ready: async (p) => {
        await expect(p.getByRole('link', { name: 'Kembali ke kelas' })).toBeVisible({ timeout: 20_000 });
        await expect(p.getByLabel('Jawabanmu')).toBeVisible();
      },
    },
    {
      name: 'cart',
      who: 'fresh',
      path: () => '/cart',
      sessionStorage: (x) => ({ cartItem: JSON.stringify(x.cartItem) }),
      ready: heading('Detail Order'),
    },
    {
      name: 'payment-method',
      who: 'fresh',
      path: (x) => `/payment-method?order=${x.pendingOrderId}`,
      ready: heading('Ringkasan Pembayaran'),
    },
    {
      name: 'payments',
      who: 'fresh',
      path: (x) => `/payments?order=${x.pendingOrderId}`,
      ready: heading(/./),
    },
    {
      name: 'payment-status',
      who: 'fresh',
      path: (x) => `/payment-status?order=${x.paidOrderId}`,
      ready: heading('Transaksi Berhasil!'),
    },
    { name: 'mentor', who: 'mentor', path: () => '/mentor', ready: mentorReady },
    {
      name: 'mentor-questions',
      who: 'mentor',
      path: () => '/mentor/pertanyaan',
      ready: async (p) => {
        await heading('Pertanyaan Peserta')(p);
        await expect(p.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
      },
    },
    {
      name: 'mentor-announcements',
      who: 'mentor',
      path: () => '/mentor/pengumuman',
      ready: async (p) => {
        await heading('Pengumuman')(p);
        await expect(p.getByRole('combobox', { name: 'Kelas' })).toBeVisible({ timeout: 20_000 });
        await expect(p.getByText('Belum ada pengumuman untuk kelas ini.').or(p.getByRole('heading', { level: 3 }).first())).toBeVisible({ timeout: 20_000 });
      },
    },
    {
      name: 'mentor-grading',
      who: 'mentor',
      perWidth: true,
      path: () => '/mentor',
      ready: mentorReady,
      prepare: async (p) => {
        await p
          .getByRole('listitem')
          .filter({ hasText: w.fresh.user.name })
          .first()
          .getByRole('button', { name: /^Nilai Tugas/ })
          .click();
        await expect(p.getByRole('dialog').locator('canvas').first()).toBeVisible({ timeout: 20_000 });
      },
    },
    {
      name: 'landing-user-menu',
      who: 'learner',
      perWidth: true,
      path: () => '/',
      ready: h1(/./),
      // The avatar menu from 768 px, the drawer below.
      prepare: async (p) => {
        const wide = (p.viewportSize()?.width ?? 1280) >= 768;
        await p
          .getByRole('button', wide ? { name: `Hi, ${w.learner.user.name}` } : { name: 'Buka menu' })
          .click();
        await expect(wide ? p.getByRole('menu') : p.getByRole('dialog')).toBeVisible();
        await p.waitForTimeout(300);
      },
    },
  ];
  const studioCourse =
    (tail = '') =>
    () =>
      `/studio/courses/${w.studio.courseId}${tail}`;
  cases.push(
    {
      name: 'studio',
      who: 'admin',
      path: () => '/studio',
      ready: async (p) => {
        await h1('Studio Kelas')(p);
        await expect(p.getByRole('list', { name: 'Daftar kelas' }).getByRole('listitem').first()).toBeVisible(
          { timeout: 20_000 },
        );
      },
    },
    {
      name: 'studio-course',
      who: 'admin',
      path: studioCourse(),
      ready: async (p) => {
        await h1(/./)(p);
        await expect(p.getByRole('textbox', { name: 'Deskripsi (Tentang Course)' })).toBeVisible({
          timeout: 20_000,
        });
      },
    },
    { name: 'studio-packages', who: 'admin', path: studioCourse('/packages'), ready: heading('Paket Harga') },
    {
      name: 'studio-curriculum',
      who: 'admin',
      path: studioCourse('/curriculum'),
      ready: async (p) => {
        await heading('Kurikulum')(p);
        await expect(p.getByRole('list', { name: 'Urutan bab' })).toBeVisible({ timeout: 20_000 });
      },
    },
    {
      name: 'studio-item-reading',
      who: 'admin',
      path: studioCourse(`/items/${w.studio.readingItemId}`),
      ready: heading(/^Sunting Materi/),
    },
    {
      name: 'studio-item-quiz',
      who: 'admin',
      path: studioCourse(`/items/${w.studio.quizItemId}`),
      ready: async (p) => {
        await heading('Soal dan Pengaturan Kuis')(p);
        await expect(p.getByRole('list', { name: 'Daftar soal' }).getByRole('listitem').first()).toBeVisible({
          timeout: 20_000,
        });
      },
    },
  );
  const inner: Record<string, { name: string; button: string }> = {
    practice: { name: 'learning-practice-detail', button: 'Lihat Detail Tugas' },
    essay: { name: 'learning-essay-questions', button: 'Lanjut ke Pertanyaan' },
    embed: { name: 'learning-embed-questions', button: 'Lanjut ke Pertanyaan' },
  };
  for (const it of w.pythonItems) {
    const path = () => `/learning/${PYTHON}?item=${it.item_id}`;
    const ready =
      it.item_type === 'reading'
        ? async (p: Page) => {
            await playerReady(p);
            await expect(p.locator('.react-pdf__Page canvas').first()).toBeVisible({ timeout: 20_000 });
          }
        : playerReady;
    cases.push({ name: `learning-${it.item_type}`, who: 'fresh', path, ready });
    const step = inner[it.item_type];
    if (step) {
      cases.push({
        name: step.name,
        who: 'fresh',
        path,
        ready: playerReady,
        prepare: async (p) => {
          await p.getByRole('main').getByRole('button', { name: step.button }).click();
          await expect(p.getByRole('main').getByRole('button', { name: step.button })).toHaveCount(0);
        },
      });
    }
  }
  return cases;
}

/** Opens a case's page as its user, with its session storage, and waits until it is ready. */
export async function openRoute(page: Page, w: World, c: RouteCase) {
  const session = c.who === 'guest' ? null : w[c.who];
  await useSession(page, session);
  if (c.holdsItsPage) {
    await page.addInitScript(() => {
      const original = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => ((ms ?? 0) >= 3000 ? 0 : original(handler, ms, ...args))) as typeof window.setTimeout;
    });
  }
  const store = c.sessionStorage?.(w);
  if (store) {
    await page.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v);
    }, store);
  }
  await page.goto(c.path(w));
  await c.ready(page);
  await c.prepare?.(page);
}
