import { z } from 'zod';
import { CONSOLE_LIST_TEXT, PageQuerySchema, pagedList } from './console-list.ts';
import { isPostImageSource, richTextImageSources, richTextIsEmpty, richTextLength } from './rich-text.ts';
import { RowIdParamsSchema, rowId, safeString, TEXT_MAX } from './text.ts';

/**
 * Questions and answers on a course's items (decision 277): a learner enrolled in the course asks
 * about one item; others enrolled, the course's mentors, its authors and admins answer; the asker or
 * a mentor accepts one answer; participants up-vote (once each) and report posts; authors edit or
 * delete their own posts within 15 minutes. Mentors see their courses' unanswered questions
 * oldest first; admins hide or restore reported posts and ban a learner from posting in a course.
 * Bodies are plain text or the rich-text allow-list (`rich-text.ts`), sanitised on the way out;
 * their pictures are uploaded to the academy's storage (POST /api/course/{slug}/post-images) and
 * no other picture address is kept (decision 292).
 */

/** Longest question or answer: characters of its text, tags not counted (`richTextLength`; decision 284). */
export const QUESTION_BODY_MAX = 10_000;
/**
 * Longest body as sent, markup included (characters): the API's cap on any JSON string (TEXT_MAX,
 * decision 110), which also bounds a pasted `data:` picture (decision 284).
 */
export const QUESTION_HTML_MAX = TEXT_MAX;
/** Longest report reason (characters). */
export const REPORT_REASON_MAX = 500;
/** Longest reason an admin gives for a posting ban (characters; shown to the learner). */
export const BAN_REASON_MAX = 500;
/** How long an author may edit or delete their post (ms). */
export const POST_EDIT_WINDOW_MS = 15 * 60_000;
/** Posts (questions and answers together) a learner may write per minute. */
export const POSTS_PER_MINUTE = 10;
/** Pictures a user may upload for posts per hour, all courses together (decision 292). */
export const POST_IMAGES_PER_HOUR = 20;
export const QUESTION_PER_PAGE = 10;
export const QUESTION_PER_PAGE_MAX = 50;

export const QUESTION_TEXT = {
  bodyEmpty: 'Tulis pertanyaan atau jawabanmu terlebih dahulu.',
  bodyTooLong: 'Pertanyaan atau jawaban maksimal 10.000 karakter.',
  reasonEmpty: 'Tuliskan alasan laporan.',
  reasonTooLong: 'Alasan laporan maksimal 500 karakter.',
  sort: 'Urutan pertanyaan tidak dikenal.',
  status: 'Status tidak dikenal.',
  kind: 'Jenis unggahan tidak dikenal.',
  itemId: 'Materi harus dipilih dengan id bilangan bulat positif.',
  userId: 'Peserta harus dipilih dengan id bilangan bulat positif.',
  notEnrolled: 'Kamu belum terdaftar di kelas ini.',
  banned: 'Kamu tidak dapat mengirim pertanyaan atau jawaban di kelas ini.',
  itemNotInCourse: 'Materi tidak ditemukan di kelas ini.',
  questionNotFound: 'Pertanyaan tidak ditemukan.',
  answerNotFound: 'Jawaban tidak ditemukan.',
  postNotFound: 'Unggahan tidak ditemukan.',
  userNotFound: 'Peserta tidak ditemukan.',
  notAuthor: 'Hanya penulisnya yang dapat mengubah atau menghapus unggahan ini.',
  editWindowClosed: 'Unggahan hanya dapat diubah atau dihapus dalam 15 menit setelah dikirim.',
  mayNotAccept: 'Hanya penanya atau mentor kelas yang dapat menerima jawaban.',
  askerChose: 'Penanya sudah memilih jawaban yang diterima; hanya penanya yang dapat menggantinya.',
  ownPost: 'Kamu tidak dapat memberi vote pada tulisanmu sendiri.',
  reported: 'Terima kasih, laporanmu sudah kami terima.',
  banNotFound: 'Peserta ini tidak sedang dilarang menulis di kelas ini.',
  courseId: 'Kelas harus dipilih dengan id bilangan bulat positif.',
  imageSource: 'Gambar di pertanyaan atau jawaban harus diunggah dengan tombol Gambar; alamat gambar dari situs lain tidak dapat dipakai.',
  banReasonEmpty: 'Tuliskan alasan larangan.',
  banReasonTooLong: 'Alasan larangan maksimal 500 karakter.',
} as const;

export const QUESTION_SORTS = ['newest', 'votes', 'unanswered'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];
export const POST_KINDS = ['question', 'answer'] as const;
export type PostKind = (typeof POST_KINDS)[number];

const body = safeString({ error: QUESTION_TEXT.bodyEmpty })
  .trim()
  .max(QUESTION_HTML_MAX, QUESTION_TEXT.bodyTooLong)
  .refine((b) => !richTextIsEmpty(b), QUESTION_TEXT.bodyEmpty)
  .refine((b) => richTextLength(b) <= QUESTION_BODY_MAX, QUESTION_TEXT.bodyTooLong)
  .refine((b) => richTextImageSources(b).every(isPostImageSource), QUESTION_TEXT.imageSource);

const perPage = z.coerce
  .number({ error: CONSOLE_LIST_TEXT.perPage })
  .int(CONSOLE_LIST_TEXT.perPage)
  .min(1, CONSOLE_LIST_TEXT.perPage)
  .max(QUESTION_PER_PAGE_MAX, CONSOLE_LIST_TEXT.perPage)
  .default(QUESTION_PER_PAGE);

/** `{ slug }` of the course calls. */
export const QuestionSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });
export const QuestionIdParamsSchema = RowIdParamsSchema;
/** `{ kind, id }` of POST /api/posts/{kind}/{id}/report and the admin's hide/restore. */
export const PostParamsSchema = z.object({ kind: z.enum(POST_KINDS, { error: QUESTION_TEXT.kind }), id: rowId() });

/**
 * GET /api/course/{slug}/questions query: `item_id` narrows to one item; `sort` newest (default),
 * votes (most up-votes first) or unanswered (no answer yet, newest first); page, per_page 1..50 (10).
 */
export const QuestionListQuerySchema = z.object({
  item_id: rowId(QUESTION_TEXT.itemId).optional(),
  sort: z.enum(QUESTION_SORTS, { error: QUESTION_TEXT.sort }).default('newest'),
  page: PageQuerySchema.shape.page,
  per_page: perPage,
});
export type QuestionListQuery = z.infer<typeof QuestionListQuerySchema>;

/** POST /api/course/{slug}/questions body. */
export const AskQuestionBodySchema = z.object({ item_id: rowId(QUESTION_TEXT.itemId), body });
export type AskQuestionBody = z.infer<typeof AskQuestionBodySchema>;
/** POST /api/questions/{id}/answers body, and PATCH of a question or an answer. */
export const PostBodySchema = z.object({ body });
export type PostBody = z.infer<typeof PostBodySchema>;
/** POST /api/posts/{kind}/{id}/report body. */
export const ReportPostBodySchema = z.object({
  reason: safeString({ error: QUESTION_TEXT.reasonEmpty }).trim().min(1, QUESTION_TEXT.reasonEmpty).max(REPORT_REASON_MAX, QUESTION_TEXT.reasonTooLong),
});
export type ReportPostBody = z.infer<typeof ReportPostBodySchema>;

/** A post's author: `mentor` when they teach or author the course, or are an admin (shown as 'Mentor'). */
export const PostAuthorSchema = z.object({ id: z.number().int(), name: safeString(), mentor: z.boolean() });

/** What a post shows to the reader: sanitised body, votes, whether the reader voted, may edit (own, within 15 minutes). */
const postFields = {
  id: z.number().int(),
  author: PostAuthorSchema,
  /** Sanitised rich text (may be plain text). */
  body: safeString(),
  votes: z.number().int(),
  voted: z.boolean(),
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const AnswerSchema = z.object({ ...postFields, question_id: z.number().int(), accepted: z.boolean() });
export type Answer = z.infer<typeof AnswerSchema>;

/**
 * The reader's own posting ban in the course, when it stops them (decision 292): the admin's reason
 * (null for a ban made before reasons were asked) and since when (ISO). Staff are never stopped.
 */
export const PostingBanNoticeSchema = z.object({ reason: safeString().nullable(), since: z.string() });
export type PostingBanNotice = z.infer<typeof PostingBanNoticeSchema>;

export const QuestionSchema = z.object({
  ...postFields,
  course: z.object({ id: z.number().int(), slug: safeString(), title: safeString() }),
  item: z.object({ id: z.number().int(), title: safeString() }),
  answer_count: z.number().int(),
  accepted_answer_id: z.number().int().nullable(),
});
export type Question = z.infer<typeof QuestionSchema>;
/**
 * GET /api/course/{slug}/questions: a page of questions, whether the reader may ask (`can_ask`: a
 * participant not banned) and, when a ban stops them, its notice (the panel shows no question box).
 */
export const QuestionListSchema = pagedList(QuestionSchema).extend({ can_ask: z.boolean(), posting_ban: PostingBanNoticeSchema.nullable() });
export type QuestionList = z.infer<typeof QuestionListSchema>;

/** GET /api/questions/{id}: the question, its visible answers (accepted first, then by votes, then oldest) and what the reader may do. */
export const QuestionDetailSchema = QuestionSchema.extend({
  answers: z.array(AnswerSchema),
  can_answer: z.boolean(),
  can_accept: z.boolean(),
  posting_ban: PostingBanNoticeSchema.nullable(),
});
export type QuestionDetail = z.infer<typeof QuestionDetailSchema>;
export const QuestionDetailResponseSchema = z.object({ data: QuestionDetailSchema });
export const QuestionResponseSchema = z.object({ data: QuestionSchema });
export const AnswerResponseSchema = z.object({ data: AnswerSchema });
/** A vote's answer: the post's up-votes and whether the reader has voted. */
export const VoteResponseSchema = z.object({ data: z.object({ votes: z.number().int(), voted: z.boolean() }) });
export type VoteResult = z.infer<typeof VoteResponseSchema>['data'];
export const MessageResponseSchema = z.object({ message: safeString() });

/** GET /api/mentor/questions query: `status` unanswered (default) or all; page, per_page. */
export const MentorQuestionQuerySchema = z.object({
  status: z.enum(['unanswered', 'all'], { error: QUESTION_TEXT.status }).default('unanswered'),
  page: PageQuerySchema.shape.page,
  per_page: perPage,
});
export type MentorQuestionQuery = z.infer<typeof MentorQuestionQuerySchema>;
/** A question in the mentor's inbox, with its age in whole seconds at the time of the answer. */
export const MentorQuestionSchema = QuestionSchema.extend({ age_seconds: z.number().int() });
export type MentorQuestion = z.infer<typeof MentorQuestionSchema>;
export const MentorQuestionListSchema = pagedList(MentorQuestionSchema);
export type MentorQuestionList = z.infer<typeof MentorQuestionListSchema>;

/** GET /api/admin/reports query: `status` open (default: unresolved reports) or all. */
export const AdminReportQuerySchema = PageQuerySchema.extend({ status: z.enum(['open', 'all'], { error: QUESTION_TEXT.status }).default('open') });
export type AdminReportQuery = z.infer<typeof AdminReportQuerySchema>;
/** A reported post in the moderation queue: its reports counted, the latest reason, and whether its author is banned. */
export const ReportedPostSchema = z.object({
  kind: z.enum(POST_KINDS),
  id: z.number().int(),
  question_id: z.number().int(),
  course: z.object({ id: z.number().int(), slug: safeString(), title: safeString() }),
  author: z.object({ id: z.number().int(), name: safeString(), email: safeString() }),
  body: safeString(),
  report_count: z.number().int(),
  open_reports: z.number().int(),
  last_reason: safeString(),
  last_reported_at: z.string(),
  status: z.enum(['visible', 'hidden']),
  author_banned: z.boolean(),
});
export type ReportedPost = z.infer<typeof ReportedPostSchema>;
export const ReportedPostListSchema = pagedList(ReportedPostSchema);
export type ReportedPostList = z.infer<typeof ReportedPostListSchema>;
export const ReportedPostResponseSchema = z.object({ data: ReportedPostSchema });
/** POST /api/admin/courses/{id}/posting-bans body: the learner and the reason (1..500 characters, shown to them). */
export const PostingBanBodySchema = z.object({
  user_id: rowId(QUESTION_TEXT.userId),
  reason: safeString({ error: QUESTION_TEXT.banReasonEmpty }).trim().min(1, QUESTION_TEXT.banReasonEmpty).max(BAN_REASON_MAX, QUESTION_TEXT.banReasonTooLong),
});
export type PostingBanBody = z.infer<typeof PostingBanBodySchema>;
export const PostingBanResponseSchema = z.object({
  data: z.object({ course_id: z.number().int(), user_id: z.number().int(), reason: safeString().nullable(), created_at: z.string() }),
});

/** GET /api/admin/posting-bans query: `course_id` narrows to one course; page, per_page (decision 282). */
export const PostingBanListQuerySchema = PageQuerySchema.extend({ course_id: rowId(QUESTION_TEXT.courseId).optional() });
export type PostingBanListQuery = z.infer<typeof PostingBanListQuerySchema>;
/**
 * A learner banned from posting in a course: who, where, why (null: banned before reasons were
 * asked), since when (ISO) and by whom (null: that admin's account is gone).
 */
export const PostingBanSchema = z.object({
  course: z.object({ id: z.number().int(), slug: safeString(), title: safeString() }),
  user: z.object({ id: z.number().int(), name: safeString(), email: safeString() }),
  reason: safeString().nullable(),
  banned_by: safeString().nullable(),
  created_at: z.string(),
});
export type PostingBan = z.infer<typeof PostingBanSchema>;
export const PostingBanListSchema = pagedList(PostingBanSchema);
export type PostingBanList = z.infer<typeof PostingBanListSchema>;
/** `{ id, user_id }` of DELETE /api/admin/courses/{id}/posting-bans/{user_id}. */
export const PostingBanParamsSchema = z.object({ id: rowId(), user_id: rowId(QUESTION_TEXT.userId) });
