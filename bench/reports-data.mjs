// The data of the reports benchmark: 1,000,000 orders and what the six
// reports read besides them, generated inside PostgreSQL with generate_series (no rows travel
// over the wire), spread over the last 365 days. Deterministic: `setseed` fixes random().

/** Sizes of the generated data; `orders` is the goal's 1,000,000 (smaller through the environment, for a quick check of the script). */
export const SIZES = { learners: Number(process.env.BENCH_REPORT_LEARNERS || 100_000), orders: Number(process.env.BENCH_REPORT_ORDERS || 1_000_000) };

/**
 * SQL statements, run in order on a migrated and seeded database (the demo catalogue supplies
 * courses, chapters, items, quizzes and practice items). Shares: 60 % of orders paid, 30 % expired,
 * 10 % pending; 1 paid order in 50 refunded (half of them in full); 3 enrolments per learner;
 * a third of enrolments with progress on about half the course's items; one quiz attempt with an
 * answer to every question for each enrolment on a course with a quiz; one practice submission per
 * learner, 80 % graded.
 */
export function generateStatements({ learners, orders } = SIZES) {
  return [
    `select setseed(0.42)`,
    `insert into users (name, email, email_verified_at, created_at, updated_at)
       select 'Pelajar Bench ' || g, 'bench' || g || '@bench.kelas.test', now(), now() - interval '400 days', now()
       from generate_series(1, ${learners}) g`,
    `create temporary table bench_users as select id, row_number() over (order by id) - 1 as n from users where email like '%@bench.kelas.test'`,
    `create temporary table bench_courses as select id, row_number() over (order by id) - 1 as n from courses`,
    `insert into orders (invoice_number, user_id, status, subtotal, promo_discount, tax, fee, total, created_at, expires_at, paid_at)
       select 'INV/BENCH/' || x.g, u.id, x.st, x.sub, 0, round(x.sub * 0.11)::int, 0, x.sub + round(x.sub * 0.11)::int, x.ca, x.ca + interval '1 day',
              case when x.st = 'paid' then x.ca + interval '7 minutes' end
       from (
         select g, r, (array[99000, 149000, 199000, 299000, 0])[1 + floor(random() * 5)::int] as sub, now() - random() * interval '365 days' as ca,
                (case when r < 0.6 then 'paid' when r < 0.9 then 'expired' else 'pending' end)::order_status as st
         from (select g, random() as r from generate_series(1, ${orders}) g) s
       ) x
       join bench_users u on u.n = x.g % ${learners}`,
    `insert into payments (order_id, provider, method, channel, status, amount, expires_at, created_at, paid_at)
       select o.id, 'sandbox', (array['bank_transfer', 'ewallet', 'qris', 'credit_card'])[1 + o.id % 4], 'bench', 'paid', o.total, o.expires_at, o.created_at, o.paid_at
       from orders o where o.invoice_number like 'INV/BENCH/%' and o.status = 'paid' and o.total > 0`,
    `insert into refunds (order_id, payment_id, amount, reason, status, refund_key, "full", credit_note_number, created_at, settled_at)
       select o.id, p.id, case when o.full then o.total else o.total / 2 end, 'bench', 'succeeded', 'bench-' || o.id, o.full,
              'CN/BENCH/' || o.id, o.paid_at + interval '1 day', least(o.paid_at + interval '2 days', now())
       from (select o.*, random() < 0.5 as full from orders o where o.invoice_number like 'INV/BENCH/%' and o.status = 'paid' and random() < 0.02) o
       join payments p on p.order_id = o.id`,
    `insert into enrolments (user_id, course_id, source, created_at)
       select u.id, c.id, (array['order', 'order', 'order', 'voucher', 'free', 'admin'])[1 + (u.n + k) % 6]::enrolment_source, now() - random() * interval '365 days'
       from bench_users u cross join generate_series(0, 2) k
       join bench_courses c on c.n = (u.n + k * 5) % (select count(*) from bench_courses)`,
    `insert into item_progress (user_id, item_id, course_id, created_at)
       select e.user_id, i.id, e.course_id, e.created_at + interval '1 day'
       from enrolments e join users u on u.id = e.user_id and u.email like '%@bench.kelas.test'
       join items i on i.course_id = e.course_id
       where e.id % 3 = 0 and random() < 0.5`,
    `create temporary table bench_quizzes as
       select distinct on (i.course_id) z.id as quiz_id, i.course_id from quizzes z join items i on i.id = z.item_id order by i.course_id, i.position, z.id`,
    `insert into quiz_attempts (quiz_id, user_id, attempt_no, status, created_at, deadline_at, finished_at, score)
       select q.quiz_id, e.user_id, 1, 'completed', e.created_at + interval '2 days', e.created_at + interval '2 days 15 minutes', e.created_at + interval '2 days 10 minutes', 70
       from enrolments e join users u on u.id = e.user_id and u.email like '%@bench.kelas.test'
       join bench_quizzes q on q.course_id = e.course_id`,
    `insert into quiz_responses (attempt_id, question_id, answer_id, created_at)
       select a.id, qq.id, (select qa.id from quiz_answers qa where qa.question_id = qq.id order by qa.position offset ((a.id + qq.id) % 4) limit 1), a.finished_at
       from quiz_attempts a join users u on u.id = a.user_id and u.email like '%@bench.kelas.test'
       join quiz_questions qq on qq.quiz_id = a.quiz_id`,
    `create temporary table bench_practice as select id, row_number() over (order by id) - 1 as n from items where item_type = 'practice'`,
    `insert into assignment_submissions (item_id, user_id, file_key, file_name, file_size, status, score, graded_at, created_at)
       select p.id, u.id, 'bench/' || u.id || '.pdf', 'tugas.pdf', 1000, (case when u.n % 5 = 0 then 'submitted' else 'graded' end)::submission_status,
              case when u.n % 5 = 0 then null else 80 end, case when u.n % 5 = 0 then null else u.at + (u.n % 72) * interval '1 hour' end, u.at
       from (select id, n, now() - interval '3 days' - random() * interval '360 days' as at from bench_users where n < ${Math.floor(learners / 2)}) u
       join bench_practice p on p.n = u.n % (select count(*) from bench_practice)`,
    `insert into assignment_gradings (submission_id, score, feedback, file_key, created_at)
       select s.id, 80, 'Bagus.', '', s.graded_at from assignment_submissions s where s.graded_at is not null and s.file_key like 'bench/%'`,
    `vacuum analyze`,
  ];
}

/** Row counts of the tables the reports read, for the result file. */
export const COUNT_TABLES = ['orders', 'payments', 'refunds', 'enrolments', 'item_progress', 'quiz_responses', 'assignment_submissions'];
