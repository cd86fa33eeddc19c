import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/**
 * Learner journeys through the proxy for the multi-server test: register → read
 * the code from the mail files → verify → log in → buy with the sandbox gateway and simulate the
 * payment → learn an item → answer and finish a quiz → upload an assignment PDF; every fourth
 * learner then leaves a second order unpaid (for the expiry job). Meanwhile the demo mentor grades
 * the submissions (each grade e-mails the learner through the outbox). A call that meets the outage
 * (no answer, 502/503/504) is retried, each step in a way that is safe to repeat: the client
 * first looks whether the lost attempt went through (its order, its payment), as a real client would.
 */

/** The demo mentor (README "Demo data"), who grades the run's assignments while the journeys go on. */
export const MENTOR_EMAIL = 'mentor@example.com';

/** What the journeys need from the seeded catalogue, read once from the database by the test. */
export type JourneyPlan = {
  course: { id: number; priceId: number };
  learnItem: { id: number; materialId: number; type: string };
  quiz: { itemId: number; quizId: number; answers: { questionId: number; answerId: number }[] };
  practiceItemId: number;
  /** A second course bought and left unpaid by every fourth learner. */
  otherPriceId: number;
};

/** Finds a published paid course with a quiz (with questions), a practice item and something to learn. */
export async function planJourneys(db: pg.Pool): Promise<JourneyPlan> {
  const { rows } = await db.query<{ course_id: number; price_id: number; learn_id: number; learn_material: number; learn_type: string; quiz_item: number; quiz_id: number; practice_id: number; taught: boolean }>(`
    select c.id as course_id,
      (select p.id from prices p join price_packages pp on pp.id = p.package_id where pp.course_id = c.id and p.price > 0 order by p.id limit 1) as price_id,
      l.id as learn_id, l.material_id as learn_material, l.item_type as learn_type,
      q.item_id as quiz_item, q.id as quiz_id,
      (select i.id from items i where i.course_id = c.id and i.item_type = 'practice' order by i.id limit 1) as practice_id,
      exists (select 1 from course_mentors cm join mentors m on m.id = cm.mentor_id join users mu on mu.id = m.user_id
              where cm.course_id = c.id and mu.email = '${MENTOR_EMAIL}') as taught
    from courses c
    join lateral (select i.id, i.material_id, i.item_type from items i where i.course_id = c.id and i.item_type in ('video', 'reading', 'text') order by i.id limit 1) l on true
    join lateral (select z.id, z.item_id from quizzes z join items i on i.id = z.item_id where i.course_id = c.id
                  and exists (select 1 from quiz_questions qq where qq.quiz_id = z.id) order by z.id limit 1) q on true
    where c.status = 'published'
    order by c.id`);
  const found = rows.find((r) => r.price_id && r.practice_id && r.taught);
  if (!found) throw new Error('no seeded course with a price, a quiz, a practice item, a lesson and the demo mentor');
  const answers = await db.query<{ question_id: number; answer_id: number }>(
    `select distinct on (qq.id) qq.id as question_id, a.id as answer_id
     from quiz_questions qq join quiz_answers a on a.question_id = qq.id
     where qq.quiz_id = $1 order by qq.id, a.is_correct desc, a.id`,
    [found.quiz_id],
  );
  const other = await db.query<{ price_id: number }>(
    `select p.id as price_id from prices p join price_packages pp on pp.id = p.package_id join courses c on c.id = pp.course_id
     where c.status = 'published' and c.id <> $1 and p.price > 0 order by p.id limit 1`,
    [found.course_id],
  );
  if (!other.rows[0]) throw new Error('no second paid course');
  return {
    course: { id: found.course_id, priceId: found.price_id },
    learnItem: { id: found.learn_id, materialId: found.learn_material, type: found.learn_type },
    quiz: { itemId: found.quiz_item, quizId: found.quiz_id, answers: answers.rows.map((a) => ({ questionId: a.question_id, answerId: a.answer_id })) },
    practiceItemId: found.practice_id,
    otherPriceId: other.rows[0].price_id,
  };
}

/** Counters shared by all journeys; read by the test for its figures and checks. */
export type JourneyStats = {
  started: number;
  finished: number;
  /** Journeys that gave up, with the reason (must stay empty). */
  failures: string[];
  requests: number;
  /** Calls the client sent again after no answer or a 502/503/504. */
  retries: number;
  /** Milliseconds of every answered call. */
  latencies: number[];
  /** E-mail → verification codes asked again (a lost registration mail), acknowledged or not. */
  resends: Map<string, number>;
  /** Orders left pending on purpose: the expiry job must expire each once. */
  abandonedOrders: number[];
  /** E-mail addresses of the learners who registered. */
  emails: string[];
  /** Grades the mentor saved (each one e-mails the learner through the outbox). */
  grades: number;
};

export function newStats(): JourneyStats {
  return { started: 0, finished: 0, failures: [], requests: 0, retries: 0, latencies: [], resends: new Map(), abandonedOrders: [], emails: [], grades: 0 };
}

type Answer = { status: number; body: Record<string, unknown> | null };
const RETRY = Symbol('retry');
const transient = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;
/** Every letter of the index, so names hold no digits (personName allows none). */
const letters = (n: number) => Array.from({ length: 4 }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** (3 - i)) % 26))).join('');

/** A tiny PDF (the server checks the signature and the size). */
const ASSIGNMENT_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n', 'latin1'), Buffer.alloc(20_000, 0x20), Buffer.from('\ntrailer<<>>\n%%EOF\n', 'latin1')]);

export type JourneyContext = { baseUrl: string; plan: JourneyPlan; stats: JourneyStats; mailDirs: string[]; runId: string };

async function send(ctx: JourneyContext, method: string, url: string, opts: { token?: string; json?: unknown; form?: () => FormData } = {}): Promise<Answer> {
  ctx.stats.requests++;
  const started = performance.now();
  try {
    const res = await fetch(ctx.baseUrl + url, {
      method,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.form ? opts.form() : null,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    ctx.stats.latencies.push(performance.now() - started);
    let body: Record<string, unknown> | null = null;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = null;
    }
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null }; // no answer: the connection was refused, reset or timed out
  }
}

/** Runs `attempt` until it returns a value; RETRY (an outage answer) waits and tries again, at most 20 times. */
async function step<T>(ctx: JourneyContext, label: string, attempt: (retried: boolean) => Promise<T | typeof RETRY>): Promise<T> {
  for (let i = 0; i < 20; i++) {
    if (i > 0) {
      ctx.stats.retries++;
      await new Promise((r) => setTimeout(r, Math.min(2000, 200 * i)));
    }
    const out = await attempt(i > 0);
    if (out !== RETRY) return out;
  }
  throw new Error(`${label}: still failing after 20 attempts`);
}

function unexpected(label: string, a: Answer): Error {
  return new Error(`${label}: ${a.status} ${JSON.stringify(a.body)}`);
}

/** The newest verification code mailed to `email` by any server, or null. */
function readCode(mailDirs: string[], email: string): string | null {
  const files = mailDirs.flatMap((dir) => {
    try {
      return fs.readdirSync(dir).filter((f) => f.endsWith(`-${email}.eml`)).map((f) => path.join(dir, f));
    } catch {
      return [];
    }
  });
  files.sort((a, b) => path.basename(a).localeCompare(path.basename(b)));
  const last = files.at(-1);
  if (!last) return null;
  return /^Subject: .*?(\d{6})\s*$/m.exec(fs.readFileSync(last, 'utf8'))?.[1] ?? null;
}

async function waitForCode(ctx: JourneyContext, email: string, limitMs: number): Promise<string | null> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const code = readCode(ctx.mailDirs, email);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 150));
  }
  return null;
}

/** One learner's journey, number `n` of the run. Throws when a step fails for good. */
export async function runJourney(ctx: JourneyContext, n: number): Promise<void> {
  const { plan, stats } = ctx;
  const email = `multi-${ctx.runId}-${n}@example.com`;
  const password = 'Belajar-Bersama-2026!';
  stats.emails.push(email);

  await step(ctx, 'register', async (retried) => {
    const r = await send(ctx, 'POST', '/api/auth/register', {
      json: { name: `Pelajar ${letters(n)}`, email, phone_number: '081234567890', password, confirm_password: password, terms: true },
    });
    if (r.status === 201) return true;
    // The lost attempt went through: the account is there.
    if (retried && r.status === 422 && r.body?.code === 'EMAIL_TAKEN') return true;
    if (transient(r.status)) return RETRY;
    throw unexpected('register', r);
  });

  let code = await waitForCode(ctx, email, 10_000);
  if (!code) {
    // The server that registered the account died before its mail went out: ask for a new code.
    stats.resends.set(email, (stats.resends.get(email) ?? 0) + 1);
    await step(ctx, 'resend', async () => {
      const r = await send(ctx, 'POST', '/api/auth/otp/resend', { json: { email } });
      if (r.status === 200) return true;
      if (r.status === 429) {
        await new Promise((res) => setTimeout(res, Number(r.body?.retry_after ?? 5) * 1000));
        return RETRY;
      }
      if (transient(r.status)) return RETRY;
      throw unexpected('resend', r);
    });
    code = await waitForCode(ctx, email, 15_000);
    if (!code) throw new Error(`no verification code mailed to ${email}`);
  }

  await step(ctx, 'verify', async (retried) => {
    const r = await send(ctx, 'POST', '/api/auth/otp/verify', { json: { otp: code, email } });
    if (r.status === 200) return true;
    // The lost attempt used the code up; the login below tells whether the address is verified.
    if (retried && r.status === 422) return true;
    if (transient(r.status)) return RETRY;
    throw unexpected('verify', r);
  });

  const token = await step(ctx, 'login', async () => {
    const r = await send(ctx, 'POST', '/api/auth/login', { json: { email, password } });
    if (r.status === 200 && typeof r.body?.token === 'string') return r.body.token;
    if (transient(r.status)) return RETRY;
    throw unexpected('login', r);
  });

  const buy = async (priceId: number, label: string) => {
    const orderId = await step(ctx, `${label} order`, async (retried) => {
      if (retried) {
        const list = await send(ctx, 'GET', '/api/orders', { token });
        if (transient(list.status)) return RETRY;
        const pending = (list.body?.data as { id: number; status: string }[] | undefined)?.find((o) => o.status === 'pending');
        if (pending) return pending.id;
      }
      const r = await send(ctx, 'POST', '/api/orders', { token, json: { items: [{ priceId }] } });
      if (r.status === 201) return (r.body!.data as { id: number }).id;
      if (transient(r.status)) return RETRY;
      throw unexpected(`${label} order`, r);
    });
    const paymentId = await step(ctx, `${label} payment`, async (retried) => {
      if (retried) {
        const o = await send(ctx, 'GET', `/api/orders/${orderId}`, { token });
        if (transient(o.status)) return RETRY;
        const p = (o.body?.data as { payment: { id: number; status: string } | null } | undefined)?.payment;
        if (p?.status === 'pending') return p.id;
      }
      const r = await send(ctx, 'POST', `/api/orders/${orderId}/payments`, { token, json: { method: 'bank_transfer', channel: 'bca' } });
      if (r.status === 201) return (r.body!.data as { id: number }).id;
      if (transient(r.status)) return RETRY;
      throw unexpected(`${label} payment`, r);
    });
    return { orderId, paymentId };
  };

  const bought = await buy(plan.course.priceId, 'course');
  await step(ctx, 'pay', async (retried) => {
    const r = await send(ctx, 'POST', `/api/payments/${bought.paymentId}/simulate`, { token, json: { result: 'paid' } });
    if (r.status === 200) return true;
    if (retried && r.status === 409) {
      const o = await send(ctx, 'GET', `/api/orders/${bought.orderId}`, { token });
      if (transient(o.status)) return RETRY;
      if ((o.body?.data as { status: string } | undefined)?.status === 'paid') return true;
    }
    if (transient(r.status)) return RETRY;
    throw unexpected('pay', r);
  });

  await step(ctx, 'learn', async () => {
    const r = await send(ctx, 'POST', `/api/course/items/${plan.learnItem.id}/complete`, {
      token,
      json: { courseId: plan.course.id, itemId: plan.learnItem.materialId, itemType: plan.learnItem.type },
    });
    if (r.status === 200) return true;
    if (transient(r.status)) return RETRY;
    throw unexpected('learn', r);
  });

  const logId = await step(ctx, 'quiz start', async () => {
    const r = await send(ctx, 'POST', '/api/course/quiz/question', { token, json: { material_id: plan.quiz.itemId, quiz_material_id: plan.quiz.quizId } });
    if (r.status === 200) return (r.body!.data as { log_id: number }).log_id;
    if (transient(r.status)) return RETRY;
    throw unexpected('quiz start', r);
  });
  for (const a of plan.quiz.answers) {
    await step(ctx, 'quiz answer', async () => {
      const r = await send(ctx, 'POST', '/api/course/quiz/answer', { token, json: { log_id: logId, quiz_id: a.questionId, answer_id: a.answerId } });
      if (r.status === 200) return true;
      if (transient(r.status)) return RETRY;
      throw unexpected('quiz answer', r);
    });
  }
  await step(ctx, 'quiz finish', async () => {
    const r = await send(ctx, 'POST', '/api/course/quiz/finish', { token, json: { log_id: logId } });
    if (r.status === 200) return true;
    if (transient(r.status)) return RETRY;
    throw unexpected('quiz finish', r);
  });

  await step(ctx, 'assignment', async (retried) => {
    const r = await send(ctx, 'POST', '/api/course/practice/assignment', {
      token,
      form: () => {
        const form = new FormData();
        form.append('material_id', String(plan.practiceItemId));
        form.append('file', new Blob([new Uint8Array(ASSIGNMENT_PDF)], { type: 'application/pdf' }), 'Tugas Akhir.pdf');
        return form;
      },
    });
    if (r.status === 200) return true;
    // The lost attempt went through and the mentor graded it already (a graded file cannot be replaced).
    if (retried && r.status === 409 && r.body?.code === 'ALREADY_GRADED') return true;
    if (transient(r.status)) return RETRY;
    throw unexpected('assignment', r);
  });

  if (n % 4 === 0) stats.abandonedOrders.push((await buy(plan.otherPriceId, 'abandoned')).orderId);
}

/**
 * The demo mentor grading, through the proxy, every waiting submission of the course until `done()`
 * says the journeys are over, then once more until none waits. A grade whose answer was lost is
 * sent again: that is a re-grade, a second event with its own mail (the check counts grade rows).
 */
export async function runGrader(ctx: JourneyContext, done: () => boolean): Promise<void> {
  const token = await step(ctx, 'mentor login', async () => {
    const r = await send(ctx, 'POST', '/api/auth/login', { json: { email: MENTOR_EMAIL, password: 'Kelas123!' } });
    if (r.status === 200 && typeof r.body?.token === 'string') return r.body.token;
    if (transient(r.status)) return RETRY;
    throw unexpected('mentor login', r);
  });
  for (;;) {
    const finished = done();
    const waiting = await step(ctx, 'mentor list', async () => {
      const r = await send(ctx, 'GET', `/api/mentor/submissions?status=waiting&course_id=${ctx.plan.course.id}&page=1`, { token });
      if (r.status === 200) return (r.body!.data as { id: number }[]).map((x) => x.id);
      if (transient(r.status)) return RETRY;
      throw unexpected('mentor list', r);
    });
    for (const id of waiting) {
      await step(ctx, 'grade', async () => {
        const r = await send(ctx, 'POST', `/api/mentor/submissions/${id}/grade`, { token, json: { score: 85, feedback: 'Bagus, analisisnya runtut. Lanjutkan!' } });
        if (r.status === 200) return true;
        if (transient(r.status)) return RETRY;
        throw unexpected('grade', r);
      });
      ctx.stats.grades++;
    }
    if (finished && waiting.length === 0) return;
    if (waiting.length === 0) await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Runs journeys with `concurrency` learners at a time until `durationMs` has passed (a journey
 * started before then is always finished), with the mentor grading beside them. Resolves when the
 * last journey ended and every submission is graded.
 */
export async function runJourneyLoad(ctx: JourneyContext, opts: { concurrency: number; durationMs: number }): Promise<void> {
  const until = Date.now() + opts.durationMs;
  let next = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const n = next++;
      ctx.stats.started++;
      try {
        await runJourney(ctx, n);
        ctx.stats.finished++;
      } catch (err) {
        ctx.stats.failures.push(`journey ${n}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };
  let over = false;
  const journeys = Promise.all(Array.from({ length: opts.concurrency }, worker)).finally(() => (over = true));
  const grader = runGrader(ctx, () => over).catch((err: unknown) => {
    ctx.stats.failures.push(`mentor: ${err instanceof Error ? err.message : String(err)}`);
  });
  await Promise.all([journeys, grader]);
}
