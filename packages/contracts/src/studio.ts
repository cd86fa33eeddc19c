import { z } from 'zod';
import { CareersSchema, CourseCareerSchema, CourseTestimonialSchema, HighlightsSchema, TestimonialsInputSchema } from './course-page.ts';
import { PrakerjaSequenceSchema } from './prakerja.ts';
import { COURSE_KINDS, SLUG_MAX, SLUG_PATTERN } from './catalogue-kinds.ts';
import { STAFF_ROLES } from './auth.ts';
import { wrap } from './http.ts';
import { DEFAULT_PRACTICE_PASS_MARK, ITEM_TYPES, PRACTICE_COMPLETION_RULES, QUIZ_COMPLETION_RULES, VIDEO_SECONDS_MAX } from './learning.ts';
import { QUIZ_QUESTION_TYPES } from './quiz.ts';
import { releaseFields, releaseOneRuleOk } from './sessions.ts';
import { ID_MAX, RowIdParamsSchema } from './text.ts';

/**
 * Authoring studio: request and answer bodies of every `/api/admin/…` studio call,
 * the Indonesian messages and the limits. Money is integer rupiah, discounts whole percent 0..100,
 * durations in hours (course) or minutes (quiz, practice), sizes in bytes.
 *
 * Errors are `{ message, code?, errors? }`: 401 no session, 403 not admin / not an author of the
 * course, 404 unknown id (or a course the user may not see), 409 duplicate slug / stale version /
 * deletion needing confirmation, 413 upload too large, 415 wrong file type, 422 validation
 * (`errors: { field: [messages] }`; CSV rows as `baris {n}`).
 */

// ─── Limits ─────────────────────────────────────────────────────────────────

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export const CourseStatusSchema = z.enum(COURSE_STATUSES);
export type CourseStatus = z.infer<typeof CourseStatusSchema>;

export const STUDIO_LIMITS = {
  titleMax: 200,
  /** Characters of sanitised rich text (description, text item, question). */
  richTextMax: 100_000,
  answersMin: 2,
  answersMax: 10,
  questionsMax: 200,
  benefitsMax: 20,
  pricesMax: 5,
  /** Default upload limits in bytes (the server reads its own from configuration: UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_PDF_BYTES, UPLOAD_MAX_VIDEO_BYTES). */
  uploadImageBytes: 5 * 1024 * 1024,
  uploadPdfBytes: 20 * 1024 * 1024,
  uploadVideoBytes: 500 * 1024 * 1024,
} as const;

/** File types accepted by POST /api/admin/uploads (checked by content, not by name). */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'video/mp4', 'video/webm'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/**
 * What an upload is for (decision 261): each purpose takes its own types, up to the size limit of
 * its kind (`kind`: the server's UPLOAD_MAX_{IMAGE|PDF|VIDEO}_BYTES). `thumbnail`: a course card
 * image (resized); `reading`: a PDF shown in the player; `video`: an uploaded video; `attachment`:
 * a document for learners to download (a practice brief) or a picture inside rich text;
 * `post_image`: a picture in a question or an answer, uploaded by a learner of the course
 * (POST /api/course/{slug}/post-images, decision 292), never through the studio's path.
 */
export const UPLOAD_PURPOSES = {
  thumbnail: { types: ['image/jpeg', 'image/png', 'image/webp'], kind: 'image', names: 'JPG, PNG, WEBP' },
  reading: { types: ['application/pdf'], kind: 'pdf', names: 'PDF' },
  video: { types: ['video/mp4', 'video/webm'], kind: 'video', names: 'MP4, WEBM' },
  attachment: { types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], kind: 'pdf', names: 'PDF, JPG, PNG, WEBP' },
  post_image: { types: ['image/jpeg', 'image/png', 'image/webp'], kind: 'image', names: 'JPG, PNG, WEBP' },
} as const satisfies Record<string, { types: readonly UploadContentType[]; kind: 'image' | 'pdf' | 'video'; names: string }>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as UploadPurpose[];
/** The purposes of the studio's own path (POST /api/admin/uploads, tus); a post's picture has its own endpoint. */
export const STUDIO_UPLOAD_PURPOSES = ['thumbnail', 'reading', 'video', 'attachment'] as const satisfies readonly UploadPurpose[];
export type StudioUploadPurpose = (typeof STUDIO_UPLOAD_PURPOSES)[number];
/** `?purpose=` of POST /api/admin/uploads (also a multipart field before `file`, or tus metadata `purpose`). */
export const UploadPurposeSchema = z.enum(STUDIO_UPLOAD_PURPOSES, { error: () => STUDIO_MESSAGES.purposeInvalid });
/** The `accept` attribute of a file input for a purpose: its MIME types and their usual extensions. */
export function uploadAccept(purpose: UploadPurpose): string {
  const ext: Record<UploadContentType, string> = { 'image/jpeg': '.jpg,.jpeg', 'image/png': '.png', 'image/webp': '.webp', 'application/pdf': '.pdf', 'video/mp4': '.mp4', 'video/webm': '.webm' };
  return UPLOAD_PURPOSES[purpose].types.flatMap((t) => [t, ext[t]]).join(',');
}
/** Widths (px) uploaded images are resized to (`variants`): card thumbnail and detail hero. */
export { IMAGE_VARIANT_WIDTHS } from './images.ts';

/**
 * Columns of the quiz CSV (import and export): `type` is `single` or `multiple` (decision 243; an
 * import may leave the column out, or a cell empty: one correct answer is then `single`, several
 * `multiple`); `correct` lists answer numbers (1-based) separated by `;`.
 */
export const QUIZ_CSV_HEADER = ['question', 'type', 'correct', 'answer_1', 'answer_2', 'answer_3', 'answer_4', 'answer_5', 'answer_6', 'answer_7', 'answer_8', 'answer_9', 'answer_10'] as const;

// ─── Messages ───────────────────────────────────────────────────────────────

/**
 * The studio's messages in Indonesian (the spec's texts; i18next namespace `studioMessages`, English
 * twin in `locales/en/studio.ts`). `{{count}}` and `{{limit}}` are i18next placeholders.
 */
export const STUDIO_MESSAGES = {
  courseNotFound: 'Kelas tidak ditemukan.',
  chapterNotFound: 'Bab tidak ditemukan.',
  itemNotFound: 'Materi tidak ditemukan.',
  packageNotFound: 'Paket harga tidak ditemukan.',
  userNotFound: 'Pengguna tidak ditemukan.',
  notAuthor: 'Anda bukan penulis kelas ini.',
  adminOnly: 'Hanya admin yang dapat melakukan ini.',
  kindInvalid: "Jenis kelas harus salah satu dari 'free_class', 'record_webinar' atau 'learning_video'.",
  titleRequired: 'Judul wajib diisi.',
  titleTooLong: `Maksimal ${STUDIO_LIMITS.titleMax} karakter.`,
  richTextTooLong: `Maksimal ${STUDIO_LIMITS.richTextMax} karakter.`,
  slugInvalid: 'Slug hanya boleh berisi huruf kecil, angka dan tanda hubung.',
  slugTaken: 'Slug sudah dipakai kelas lain.',
  itemTypeInvalid: 'Tipe materi tidak dikenali.',
  detailInvalid: 'Detail materi tidak sesuai dengan tipenya.',
  urlInvalid: 'Tautan harus diawali http:// atau https://.',
  pathInvalid: 'Berkas harus diunggah terlebih dahulu.',
  staleVersion: 'Data ini telah diubah orang lain. Muat ulang halaman lalu simpan kembali.',
  versionInvalid: 'Versi harus bilangan bulat positif.',
  reorderMismatch: 'Urutan harus memuat semua id dan hanya id milik induk yang sama.',
  deleteNeedsConfirm: 'Materi ini sudah diselesaikan oleh {{count}} peserta. Kirim ulang dengan ?confirm=true untuk menghapus.',
  chapterDeleteNeedsConfirm: 'Bab ini berisi materi yang sudah diselesaikan oleh {{count}} peserta. Kirim ulang dengan ?confirm=true untuk menghapus.',
  courseHasLearners: 'Kelas ini sudah memiliki peserta atau pesanan. Arsipkan kelas, jangan dihapus.',
  priceInUse: 'Harga ini sudah dipakai dalam pesanan dan tidak dapat dihapus.',
  packageInUse: 'Paket ini sudah dipakai dalam pesanan dan tidak dapat dihapus.',
  priceInvalid: 'Harga harus bilangan bulat rupiah 0 atau lebih.',
  discountInvalid: 'Diskon harus bilangan bulat 0 sampai 100.',
  pricesRequired: 'Minimal satu harga.',
  packageNameRequired: 'Nama paket wajib diisi.',
  questionRequired: 'Pertanyaan wajib diisi.',
  answerRequired: 'Jawaban wajib diisi.',
  answersCount: 'Setiap pertanyaan harus memiliki 2 sampai 10 jawaban.',
  noCorrectAnswer: 'Setiap pertanyaan harus memiliki minimal satu jawaban benar.',
  singleNeedsOneCorrect: 'Soal satu jawaban harus memiliki tepat satu jawaban benar.',
  questionTypeInvalid: "Tipe soal harus 'single' atau 'multiple'.",
  completionRuleInvalid: 'Syarat selesai tidak dikenali.',
  passMarkInvalid: 'Nilai lulus harus bilangan bulat 0 sampai 100.',
  videoDurationInvalid: 'Durasi video harus bilangan bulat 1 sampai 86400 detik.',
  videoDurationRequired: 'Kelas berurutan: isi durasi setiap video unggahan dan YouTube.',
  questionsRequired: 'Minimal satu pertanyaan.',
  targetScoreInvalid: 'Nilai minimal harus bilangan bulat 0 sampai 100.',
  opportunityInvalid: 'Jumlah kesempatan harus bilangan bulat 1 sampai 100.',
  durationInvalid: 'Durasi harus bilangan bulat 1 sampai 600 menit.',
  notQuiz: 'Materi ini bukan kuis.',
  csvEmpty: 'Berkas CSV kosong.',
  csvHeader: `Baris 1 harus berisi kolom: ${QUIZ_CSV_HEADER.join(',')} (kolom type boleh tidak ada).`,
  csvInvalid: 'CSV tidak dapat dibaca. Tidak ada pertanyaan yang diimpor.',
  csvRowErrors: 'Ada baris yang salah. Tidak ada pertanyaan yang diimpor.',
  publishMissing: 'Kelas belum lengkap untuk diterbitkan.',
  missingThumbnail: 'Thumbnail belum diunggah.',
  missingDescription: 'Deskripsi belum diisi.',
  missingChapter: 'Minimal satu bab yang berisi materi.',
  missingPackage: 'Minimal satu paket harga.',
  alreadyArchived: 'Kelas sudah diarsipkan.',
  uploadMissing: "Kirim berkas di kolom 'file' (multipart/form-data).",
  uploadTooLarge: 'Ukuran berkas melebihi batas {{limit}}.',
  uploadType: 'Jenis berkas tidak didukung. Gunakan JPG, PNG, WEBP, PDF, MP4 atau WEBM.',
  uploadTypeFor: 'Jenis berkas tidak cocok untuk {{purpose}}. Gunakan {{types}}.',
  purposeInvalid: "Tujuan unggahan harus 'thumbnail', 'reading', 'video' atau 'attachment'.",
  purposeThumbnail: 'thumbnail',
  purposeReading: 'bacaan (PDF)',
  purposeVideo: 'video',
  purposeAttachment: 'lampiran',
  postImageType: 'Gambar diskusi harus berupa JPG, PNG atau WEBP.',
  pathNotPdf: 'Berkas ini harus PDF. Unggah ulang sebagai PDF.',
  pathNotImage: 'Thumbnail harus gambar. Unggah ulang sebagai JPG, PNG atau WEBP.',
  lastPackage: 'Paket terakhir kelas berbayar yang sudah terbit tidak dapat dihapus. Sembunyikan dari penjualan, atau arsipkan kelasnya.',
  /** 409 FREE_CLASS_HAS_PRICES (decision 260). */
  freeClassHasPrices: 'Kelas yang sudah terbit dan dijual tidak dapat dijadikan Free Class. Sembunyikan paket berbayarnya dari penjualan dahulu.',
  packageHasOrders: 'Paket ini sudah dipakai dalam pesanan dan tidak dapat dihapus. Sembunyikan dari penjualan.',
  publicChangeNeedsConfirm: 'Kelas ini sudah terbit: mengubah jenis atau slug mengubah halaman dan tautan yang dipakai peserta (tautan lama tetap diarahkan). Kirim ulang dengan ?confirm=true.',
  publishedIncomplete: 'Kelas yang sudah terbit harus tetap lengkap. Perbaiki yang kurang sebelum menyimpan.',
  createNotAllowed: 'Peran Anda belum boleh membuat kelas. Minta admin menambahkannya.',
  publishNotAllowed: 'Peran Anda belum boleh menerbitkan kelas. Ajukan kelas untuk ditinjau admin.',
  reviewRequested: 'Kelas diajukan untuk ditinjau admin.',
  alreadyPublished: 'Kelas sudah terbit.',
  moveTargetInvalid: 'Bab tujuan harus bab dari kelas yang sama.',
  copySuffix: '(Salinan)',
  rolesInvalid: "Peran harus 'mentor', 'author' atau 'admin'.",
  ownAdminRole: 'Anda tidak dapat mencabut peran admin Anda sendiri.',
  authorRoleRequired: 'Pengguna ini belum memiliki peran author.',
  mentorUnknown: 'Mentor tidak ditemukan.',
  toolUnknown: 'Tools tidak ditemukan.',
} as const;

/** `deleteNeedsConfirm` (or another template with `{{count}}`) with the count filled in. */
export const confirmDeleteMessage = (count: number, template: string = STUDIO_MESSAGES.deleteNeedsConfirm) => template.replace('{{count}}', String(count));

// ─── Shared pieces ──────────────────────────────────────────────────────────

const Id = z.number().int().positive().max(ID_MAX);
/** `{ id }` of every studio `/…/:id` route (the one row-id rule of text.ts). */
export const IdParamsSchema = RowIdParamsSchema;
/** `?confirm=true` of DELETE calls that touch learners' records. */
export const ConfirmQuerySchema = z.object({ confirm: z.enum(['true', 'false']).optional() });

const title = z.string({ error: STUDIO_MESSAGES.titleRequired }).trim().min(1, STUDIO_MESSAGES.titleRequired).max(STUDIO_LIMITS.titleMax, STUDIO_MESSAGES.titleTooLong);
/** Rich text: any HTML; the server sanitises it (scripts, styles, handlers and javascript: links are removed). */
const richText = z.string().max(STUDIO_LIMITS.richTextMax, STUDIO_MESSAGES.richTextTooLong);
const httpUrl = z.string().trim().max(2000).regex(/^https?:\/\/\S+$/i, STUDIO_MESSAGES.urlInvalid);
/** A storage path returned by POST /api/admin/uploads (`uploads/…`), or an existing seeded path. */
const storagePath = z.string().trim().min(1, STUDIO_MESSAGES.pathInvalid).max(500).regex(/^(?!\/)(?!.*\.\.)[\w./-]+$/, STUDIO_MESSAGES.pathInvalid);
/** A stored PDF (readings, practice briefs): a file uploaded as a reading or an attachment keeps its `.pdf` (decision 261). */
const pdfPath = storagePath.refine((p) => /\.pdf$/i.test(p), STUDIO_MESSAGES.pathNotPdf);
/** A stored image (thumbnails): uploads are WebP; seeded ones SVG, PNG or JPG. */
const imagePath = storagePath.refine((p) => /\.(webp|png|jpe?g|svg)$/i.test(p), STUDIO_MESSAGES.pathNotImage);
/**
 * Optimistic concurrency: the `version` the client last read. PATCH calls take it here or in an
 * `If-Match` header (`"3"` or `3`); absent means "no check". A mismatch answers 409 `staleVersion`.
 */
const version = z.number({ error: STUDIO_MESSAGES.versionInvalid }).int(STUDIO_MESSAGES.versionInvalid).positive(STUDIO_MESSAGES.versionInvalid).optional();

// ─── Item details by type (what `detail` holds on create/patch and in answers) ───

export const ReadingItemDetailSchema = z.object({ pdf: pdfPath });
export const WebinarItemDetailSchema = z.object({
  schedule: z.object({ webinar_link: httpUrl, starts_at: z.iso.datetime({ offset: true }), ends_at: z.iso.datetime({ offset: true }) }),
});
export const TextItemDetailSchema = z.object({ html: richText.default('') });
/**
 * `url`: a YouTube/Vimeo/http(s) link, or the storage path of an uploaded video (served with range
 * requests). `duration_seconds`: the video's length; a sequential course needs it for every uploaded
 * and YouTube video, to check that a learner watched it to the end (decision 241).
 */
export const VideoItemDetailSchema = z.object({
  url: z.union([httpUrl, storagePath]),
  duration_seconds: z
    .number({ error: STUDIO_MESSAGES.videoDurationInvalid })
    .int(STUDIO_MESSAGES.videoDurationInvalid)
    .min(1, STUDIO_MESSAGES.videoDurationInvalid)
    .max(VIDEO_SECONDS_MAX, STUDIO_MESSAGES.videoDurationInvalid)
    .optional(),
});
/** Embed (also the satisfaction survey): a framed http(s) page and an instruction (rich text). */
export const EmbedItemDetailSchema = z.object({ url: httpUrl, instruction: richText.default('') });
export const EssayItemDetailSchema = z.object({ questions: z.array(z.string().trim().min(1, STUDIO_MESSAGES.questionRequired).max(2000)).min(1, STUDIO_MESSAGES.questionsRequired).max(20) });
/**
 * Practice assignment (also `task`, the skill test): minutes, rich-text instruction and objective,
 * an asset PDF, and what completes it (decision 240): `graded` (the default: a mentor's grade of at
 * least `pass_mark` percent, default 70) or `submitted` (the upload).
 */
export const PracticeItemDetailSchema = z.object({
  duration: z.number().int().min(1).max(10_000),
  instruction: richText,
  objective: richText.default(''),
  pdf: pdfPath,
  completion_rule: z.enum(PRACTICE_COMPLETION_RULES, { error: STUDIO_MESSAGES.completionRuleInvalid }).default('graded'),
  pass_mark: z
    .number({ error: STUDIO_MESSAGES.passMarkInvalid })
    .int(STUDIO_MESSAGES.passMarkInvalid)
    .min(0, STUDIO_MESSAGES.passMarkInvalid)
    .max(100, STUDIO_MESSAGES.passMarkInvalid)
    .default(DEFAULT_PRACTICE_PASS_MARK),
});
/** Quiz items hold no detail here: questions are written with PUT /api/admin/items/{id}/quiz. */
export const QuizItemDetailSchema = z.object({});

/** The detail schema of each item type. */
export const ITEM_DETAIL_SCHEMAS = {
  reading: ReadingItemDetailSchema,
  topic: WebinarItemDetailSchema,
  webinar: WebinarItemDetailSchema,
  text: TextItemDetailSchema,
  video: VideoItemDetailSchema,
  embed: EmbedItemDetailSchema,
  essay: EssayItemDetailSchema,
  practice: PracticeItemDetailSchema,
  task: PracticeItemDetailSchema,
  quiz: QuizItemDetailSchema,
} as const satisfies Record<(typeof ITEM_TYPES)[number], z.ZodTypeAny>;

// ─── Courses ────────────────────────────────────────────────────────────────

/** POST /api/admin/courses → 201 `{ data: StudioCourse }` (status draft, slug from the title). */
export const CreateCourseBodySchema = z.object({
  kind: z.enum(COURSE_KINDS, { error: STUDIO_MESSAGES.kindInvalid }),
  title,
  description: richText.optional(),
});
export type CreateCourseBody = z.input<typeof CreateCourseBodySchema>;

/** PATCH /api/admin/courses/{id}: any subset of the editable fields (status changes through publish/archive). */
export const UpdateCourseBodySchema = z.object({
  kind: z.enum(COURSE_KINDS, { error: STUDIO_MESSAGES.kindInvalid }).optional(),
  title: title.optional(),
  slug: z.string().trim().min(1, STUDIO_MESSAGES.slugInvalid).max(SLUG_MAX, STUDIO_MESSAGES.slugInvalid).regex(SLUG_PATTERN, STUDIO_MESSAGES.slugInvalid).optional(),
  /** 'TENTANG COURSE' rich text. */
  description: richText.optional(),
  /** Storage path from an upload, or null to remove. */
  thumbnail: imagePath.nullable().optional(),
  /** Hours ('Durasi: {h} Jam'). */
  duration_hours: z.number().int().min(0).max(10_000).optional(),
  /** Chat-group link ('Gabung Grup'); '' for none. */
  group_whatsapp: z.union([httpUrl, z.literal('')]).optional(),
  /** Job-training programme course code; null for none. */
  prakerja_course_code: z.string().trim().max(100).nullable().optional(),
  /** Tools shown on the detail page, in order (ids of GET /api/admin/tools). */
  tool_ids: z.array(Id).max(30).optional(),
  /** Items open one after the other; videos must be watched to their end (decision 241). */
  sequential: z.boolean().optional(),
  /** Opening a session's recording after its end counts as attending it ('make-up', decision 288). */
  recording_makeup: z.boolean().optional(),
  /** The detail page's badges, careers and testimonials (decision 262): each list replaces the stored one. */
  highlights: HighlightsSchema.optional(),
  careers: CareersSchema.optional(),
  testimonials: TestimonialsInputSchema.optional(),
  version,
});
export type UpdateCourseBody = z.input<typeof UpdateCourseBodySchema>;

/** GET /api/admin/courses?search=&status=&kind= (search matches title or slug). */
export const CourseListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: CourseStatusSchema.optional(),
  kind: z.enum(COURSE_KINDS, { error: STUDIO_MESSAGES.kindInvalid }).optional(),
});

export const StudioCourseSummarySchema = z.object({
  id: Id,
  kind: z.enum(COURSE_KINDS),
  slug: z.string(),
  title: z.string(),
  status: CourseStatusSchema,
  thumbnail: z.string().nullable(),
  /** `/storage/{thumbnail}` or null. */
  thumbnail_url: z.string().nullable(),
  version: z.number().int(),
  chapter_count: z.number().int(),
  item_count: z.number().int(),
  /** Learners enrolled now (enrolments not ended by a refund, revocation or erasure). */
  enrolment_count: z.number().int(),
  /** When an author asked an admin to publish it (decision 265); null otherwise. */
  review_requested_at: z.string().nullable(),
  updated_at: z.string(),
});
export type StudioCourseSummary = z.infer<typeof StudioCourseSummarySchema>;
export const StudioCourseListSchema = wrap(z.array(StudioCourseSummarySchema));

export const StudioPriceSchema = z.object({ id: Id, price: z.number().int(), discount: z.number().int() });
/** A price package as the studio sees it. */
export const StudioPackageSchema = z.object({
  id: Id,
  name: z.string(),
  benefits: z.array(z.string()),
  prices: z.array(StudioPriceSchema),
  position: z.number().int(),
  /** False when hidden from sale (decision 261). */
  on_sale: z.boolean(),
  /** Orders that bought one of its prices: such a package can be hidden, never deleted. */
  order_count: z.number().int(),
  version: z.number().int(),
});
export type StudioPackage = z.infer<typeof StudioPackageSchema>;

export const StudioItemSchema = z.object({
  id: Id,
  chapter_id: Id,
  title: z.string(),
  item_type: z.enum(ITEM_TYPES),
  position: z.number().int(),
  /** The stored detail (see ITEM_DETAIL_SCHEMAS); quizzes: `{ question_count }`. */
  detail: z.record(z.string(), z.unknown()),
  /** Learners who completed this item (deleting it asks to confirm when > 0). */
  completed_count: z.number().int(),
  /** Job-training programme session (1..10, 999 = post-test) of this item, overriding its chapter's; null = the chapter's (decision 191). */
  prakerja_sequence: z.number().int().nullable(),
  /** Drip release (decision 288): opens this many days after the cohort's start, or at `release_at` (ISO); both null = open. */
  release_after_days: z.number().int().nullable(),
  release_at: z.string().nullable(),
  version: z.number().int(),
});
export type StudioItem = z.infer<typeof StudioItemSchema>;

export const StudioChapterSchema = z.object({
  id: Id,
  title: z.string(),
  position: z.number().int(),
  /** Job-training programme session (1..10, 999 = post-test) of this chapter's items; null = none (decision 191). */
  prakerja_sequence: z.number().int().nullable(),
  /** Drip release of all its items (decision 288): days after the cohort's start, or a moment (ISO); both null = open. */
  release_after_days: z.number().int().nullable(),
  release_at: z.string().nullable(),
  version: z.number().int(),
  /** Distinct learners who completed an item of the chapter (deleting it asks to confirm when > 0). */
  completed_count: z.number().int(),
  items: z.array(StudioItemSchema),
});
export type StudioChapter = z.infer<typeof StudioChapterSchema>;

const PersonRef = z.object({ id: Id, name: z.string() });

/** GET|PATCH /api/admin/courses/{id}, POST …/publish, …/archive → `{ data: StudioCourse }`. */
export const StudioCourseSchema = StudioCourseSummarySchema.extend({
  description: z.string(),
  duration_hours: z.number().int(),
  group_whatsapp: z.string(),
  prakerja_course_code: z.string().nullable(),
  rating: z.number(),
  /** '{n} Peserta': learners whose enrolment was not ended by a refund, revocation or erasure (decision 245). */
  purchase_count: z.number().int(),
  /** Items open one after the other; videos must be watched to their end (decision 241). */
  sequential: z.boolean(),
  /** Opening a session's recording after its end counts as attending it (decision 288). */
  recording_makeup: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  tools: z.array(PersonRef),
  mentors: z.array(PersonRef),
  authors: z.array(PersonRef.extend({ email: z.string() })),
  highlights: z.array(z.string()),
  careers: z.array(CourseCareerSchema),
  testimonials: z.array(CourseTestimonialSchema),
  /** Slugs the course had before; each still answers 301 to the current one (decision 260). */
  former_slugs: z.array(z.string()),
  packages: z.array(StudioPackageSchema),
  chapters: z.array(StudioChapterSchema),
  /** What publishing would still ask for (field → messages); empty when it can be published. */
  missing: z.record(z.string(), z.array(z.string())),
  /** `/learning/{slug}`: the real player, open to staff for a draft (preview). */
  preview_url: z.string(),
});
export type StudioCourse = z.infer<typeof StudioCourseSchema>;
export const StudioCourseResponseSchema = wrap(StudioCourseSchema);

/** 422 of POST /api/admin/courses/{id}/publish: `errors` keys thumbnail, description, chapters, packages. */
export const PublishErrorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

// ─── Staff: roles, course authors and mentors ──────────────────────────────

/** PUT /api/admin/users/{id}/roles (admin only): the user's full set of staff roles (may be empty = learner only). */
export const SetUserRolesBodySchema = z.object({ roles: z.array(z.enum(STAFF_ROLES, { error: STUDIO_MESSAGES.rolesInvalid })).max(3) });
export const StaffUserSchema = z.object({ id: Id, name: z.string(), email: z.string(), roles: z.array(z.enum(STAFF_ROLES)) });
export type StaffUser = z.infer<typeof StaffUserSchema>;
export const StaffUserResponseSchema = wrap(StaffUserSchema);

/**
 * PUT /api/admin/courses/{id}/staff (admin only): the course's authors (user ids holding the
 * author role) and its mentors as shown on the detail page (ids of GET /api/admin/mentors), in order.
 * Each list, when given, replaces the current one. → `{ data: StudioCourse }`.
 */
export const SetCourseStaffBodySchema = z.object({ author_ids: z.array(Id).max(50).optional(), mentor_ids: z.array(Id).max(30).optional() });

/** GET /api/admin/mentors: mentor profiles (`user_id` links an account that grades). */
export const MentorProfileSchema = z.object({ id: Id, name: z.string(), profession: z.string().nullable(), avatar: z.string().nullable(), user_id: Id.nullable() });
export const MentorProfileListSchema = wrap(z.array(MentorProfileSchema));
/** GET /api/admin/tools. */
export const ToolOptionSchema = z.object({ id: Id, name: z.string(), icon: z.string() });
export const ToolOptionListSchema = wrap(z.array(ToolOptionSchema));

// ─── Price packages ─────────────────────────────────────────────────────────

export const PriceInputSchema = z.object({
  /** Existing price id (PATCH keeps it, so orders stay valid); absent for a new price. */
  id: Id.optional(),
  price: z.number({ error: STUDIO_MESSAGES.priceInvalid }).int(STUDIO_MESSAGES.priceInvalid).min(0, STUDIO_MESSAGES.priceInvalid).max(1_000_000_000, STUDIO_MESSAGES.priceInvalid),
  discount: z.number({ error: STUDIO_MESSAGES.discountInvalid }).int(STUDIO_MESSAGES.discountInvalid).min(0, STUDIO_MESSAGES.discountInvalid).max(100, STUDIO_MESSAGES.discountInvalid).default(0),
});
const packageName = z.string({ error: STUDIO_MESSAGES.packageNameRequired }).trim().min(1, STUDIO_MESSAGES.packageNameRequired).max(200);
const benefits = z.array(z.string().trim().min(1).max(500)).max(STUDIO_LIMITS.benefitsMax);
const pricesList = z.array(PriceInputSchema, { error: STUDIO_MESSAGES.pricesRequired }).min(1, STUDIO_MESSAGES.pricesRequired).max(STUDIO_LIMITS.pricesMax);

/** POST /api/admin/courses/{id}/packages → 201 `{ data: StudioPackage }`. A price of 0 makes the course free. */
export const CreatePackageBodySchema = z.object({ name: packageName, benefits: benefits.default([]), prices: pricesList });
export type CreatePackageBody = z.input<typeof CreatePackageBodySchema>;
/** PATCH /api/admin/packages/{id} → `{ data: StudioPackage }`; `prices` replaces the list (by id). */
export const UpdatePackageBodySchema = z.object({
  name: packageName.optional(),
  benefits: benefits.optional(),
  prices: pricesList.optional(),
  /** false hides it from sale, true offers it again (decision 261). */
  on_sale: z.boolean().optional(),
  version,
});
export type UpdatePackageBody = z.input<typeof UpdatePackageBodySchema>;
export const StudioPackageResponseSchema = wrap(StudioPackageSchema);

// ─── Chapters and items ─────────────────────────────────────────────────────

/** POST /api/admin/courses/{id}/chapters → 201 `{ data: StudioChapter }` (appended last). */
export const CreateChapterBodySchema = z.object({ title });
/** PATCH /api/admin/chapters/{id}: title, programme session, drip rule (`releaseFields`: either key sets the rule, decision 288). */
export const UpdateChapterBodySchema = z.object({ title, prakerja_sequence: PrakerjaSequenceSchema.nullable().optional(), ...releaseFields, version }).superRefine(releaseOneRuleOk);
export type UpdateChapterBody = z.input<typeof UpdateChapterBodySchema>;
export const StudioChapterResponseSchema = wrap(StudioChapterSchema);

/** PUT /api/admin/courses/{id}/chapters/order and /api/admin/chapters/{id}/items/order: every id of the parent, once, in the new order → 200 `{ data: { ids } }`. */
export const ReorderBodySchema = z.object({ ids: z.array(Id).min(1, STUDIO_MESSAGES.reorderMismatch).max(500) });
export const ReorderResponseSchema = wrap(z.object({ ids: z.array(Id) }));

/**
 * PUT /api/admin/items/{id}/move `{ chapter_id, position, version? }` → 200 `{ data: StudioItem }`:
 * moves the item to `position` (0-based, clamped to the end) of a chapter of the same course, the
 * same chapter included; both chapters are renumbered 0..n-1 in one transaction. Learners'
 * progress on the item is kept (it stays the same item). 422 `chapter_id` for a chapter of another
 * course or none; 409 STALE_VERSION when `version` (the item's) is not the stored one.
 */
export const MoveItemBodySchema = z.object({ chapter_id: Id, position: z.number().int().min(0).max(500), version });
export type MoveItemBody = z.input<typeof MoveItemBodySchema>;

// Duplicates (decision 270), no body:
// POST /api/admin/chapters/{id}/duplicate → 201 `{ data: StudioChapter }` (with its items): a copy
// titled '… (Salinan)' right after the original, with copies of its items (detail, quiz settings,
// live questions and answers). Learners' records are never copied (decision 270).
// POST /api/admin/courses/{id}/duplicate → 201 `{ data: StudioCourse }`: a draft '… (Salinan)'
// with a new unique slug, its chapters, items, quizzes, packages and prices, tools, mentors and
// authors; never enrolments, orders, progress, reviews, certificates or vouchers.
// Neither takes a body.

/** POST /api/admin/chapters/{id}/items → 201 `{ data: StudioItem }`. `detail` is checked against ITEM_DETAIL_SCHEMAS[item_type] (422 `detail.…`). */
export const CreateItemBodySchema = z.object({
  title,
  item_type: z.enum(ITEM_TYPES, { error: STUDIO_MESSAGES.itemTypeInvalid }),
  detail: z.record(z.string(), z.unknown()).default({}),
});
export type CreateItemBody = z.input<typeof CreateItemBodySchema>;
/** PATCH /api/admin/items/{id}: title and/or the whole detail of the item's (unchanged) type, programme session, drip rule (as the chapter's). */
export const UpdateItemBodySchema = z
  .object({
    title: title.optional(),
    detail: z.record(z.string(), z.unknown()).optional(),
    prakerja_sequence: PrakerjaSequenceSchema.nullable().optional(),
    ...releaseFields,
    version,
  })
  .superRefine(releaseOneRuleOk);
export type UpdateItemBody = z.input<typeof UpdateItemBodySchema>;
export const StudioItemResponseSchema = wrap(StudioItemSchema);

/** 409 of DELETE /api/admin/items/{id} and /api/admin/chapters/{id} without `?confirm=true`. */
export const DeleteNeedsConfirmSchema = z.object({ message: z.string(), code: z.literal('CONFIRM_REQUIRED'), completed_count: z.number().int() });

// ─── Quiz ───────────────────────────────────────────────────────────────────

export const QuizAnswerInputSchema = z.object({
  answer: z.string({ error: STUDIO_MESSAGES.answerRequired }).trim().min(1, STUDIO_MESSAGES.answerRequired).max(5000),
  is_correct: z.boolean(),
});
/**
 * A question as the studio writes it. `type` (decision 243): `single` (the default) needs exactly
 * one correct answer, `multiple` at least one (422 `answers`).
 */
export const QuizQuestionInputSchema = z
  .object({
    /** Rich text (sanitised). */
    question: z.string({ error: STUDIO_MESSAGES.questionRequired }).trim().min(1, STUDIO_MESSAGES.questionRequired).max(20_000),
    type: z.enum(QUIZ_QUESTION_TYPES, { error: STUDIO_MESSAGES.questionTypeInvalid }).default('single'),
    answers: z
      .array(QuizAnswerInputSchema, { error: STUDIO_MESSAGES.answersCount })
      .min(STUDIO_LIMITS.answersMin, STUDIO_MESSAGES.answersCount)
      .max(STUDIO_LIMITS.answersMax, STUDIO_MESSAGES.answersCount)
      .refine((a) => a.some((x) => x.is_correct), STUDIO_MESSAGES.noCorrectAnswer),
  })
  .superRefine((q, ctx) => {
    const correct = q.answers.filter((a) => a.is_correct).length;
    if (q.type === 'single' && correct > 1) ctx.addIssue({ code: 'custom', path: ['answers'], message: STUDIO_MESSAGES.singleNeedsOneCorrect });
  });
export type QuizQuestionInput = z.infer<typeof QuizQuestionInputSchema>;

/**
 * PUT /api/admin/items/{id}/quiz → 200 `{ data: StudioQuiz }`: the whole quiz. Attempts already
 * recorded keep the questions they were graded against (retired, not deleted).
 */
export const PutQuizBodySchema = z.object({
  target_score: z.number({ error: STUDIO_MESSAGES.targetScoreInvalid }).int(STUDIO_MESSAGES.targetScoreInvalid).min(0, STUDIO_MESSAGES.targetScoreInvalid).max(100, STUDIO_MESSAGES.targetScoreInvalid),
  opportunity: z.number({ error: STUDIO_MESSAGES.opportunityInvalid }).int(STUDIO_MESSAGES.opportunityInvalid).min(1, STUDIO_MESSAGES.opportunityInvalid).max(100, STUDIO_MESSAGES.opportunityInvalid),
  duration_minutes: z.number({ error: STUDIO_MESSAGES.durationInvalid }).int(STUDIO_MESSAGES.durationInvalid).min(1, STUDIO_MESSAGES.durationInvalid).max(600, STUDIO_MESSAGES.durationInvalid),
  questions: z.array(QuizQuestionInputSchema).max(STUDIO_LIMITS.questionsMax),
  /** `passed` (a finished attempt at or over target_score) or `attempted` (any finished attempt: pre-tests); absent = unchanged (decision 240). */
  completion_rule: z.enum(QUIZ_COMPLETION_RULES, { error: STUDIO_MESSAGES.completionRuleInvalid }).optional(),
  version,
});
export type PutQuizBody = z.input<typeof PutQuizBodySchema>;

/** GET|PUT /api/admin/items/{id}/quiz → `{ data: StudioQuiz }` (answers include is_correct: staff only). */
export const StudioQuizSchema = z.object({
  item_id: Id,
  target_score: z.number().int(),
  opportunity: z.number().int(),
  duration_minutes: z.number().int(),
  completion_rule: z.enum(QUIZ_COMPLETION_RULES),
  version: z.number().int(),
  questions: z.array(
    z.object({ id: Id, question: z.string(), type: z.enum(QUIZ_QUESTION_TYPES), answers: z.array(z.object({ id: Id, answer: z.string(), is_correct: z.boolean() })) }),
  ),
});
export type StudioQuiz = z.infer<typeof StudioQuizSchema>;
export const StudioQuizResponseSchema = wrap(StudioQuizSchema);

/**
 * POST /api/admin/items/{id}/quiz/import `{ csv, mode }` → 200 `{ data: StudioQuiz }`. `replace`
 * swaps all questions, `append` adds after them. Any bad row → 422 `csvRowErrors` with
 * `errors: { 'baris 3': [...] }` (row 1 is the header) and nothing imported.
 * GET /api/admin/items/{id}/quiz/export → text/csv (QUIZ_CSV_HEADER).
 */
export const ImportQuizCsvBodySchema = z.object({ csv: z.string().max(2_000_000), mode: z.enum(['replace', 'append']).default('replace') });
export type ImportQuizCsvBody = z.input<typeof ImportQuizCsvBodySchema>;
/** Key of a CSV row in a 422 `errors`. */
export const csvRowKey = (row: number) => `baris ${row}`;

// ─── Uploads ────────────────────────────────────────────────────────────────

/**
 * POST /api/admin/uploads (multipart, field `file`) → 201 `{ data: Upload }`. Images are resized:
 * `path` is the large (1280 px) version, `variants` every width. Also resumable with tus 1.0 at
 * /api/admin/uploads/tus (bearer header on every request; tus-js-client/Uppy `endpoint`): the
 * final PATCH answers 200 with `{ data: Upload }` as its JSON body (413/415 `{ message }` when the
 * finished file fails the checks). Files are served at `url` (range requests for video). Decision 132.
 */
export const UploadSchema = z.object({
  /** What it was uploaded for. */
  purpose: z.enum(UPLOAD_PURPOSE_NAMES as [UploadPurpose, ...UploadPurpose[]]).optional(),
  path: z.string(),
  url: z.string(),
  content_type: z.enum(UPLOAD_CONTENT_TYPES),
  /** Bytes stored at `path`. */
  size: z.number().int(),
  /** Images: width (px) → storage path. */
  variants: z.record(z.string(), z.string()).optional(),
});
export type Upload = z.infer<typeof UploadSchema>;
export const UploadResponseSchema = wrap(UploadSchema);

// ─── What the signed-in staff member may do ────────────────────────────────

/**
 * GET /api/admin/studio/abilities → `{ data }`: what the studio offers this person (decision 265):
 * 'Buat Kelas' when `can_create`, 'Terbitkan' when `can_publish` (else 'Ajukan Tinjauan').
 */
export const StudioAbilitiesSchema = z.object({
  roles: z.array(z.enum(STAFF_ROLES)),
  can_create: z.boolean(),
  can_publish: z.boolean(),
  /** Courses the person may edit (an author's assigned courses; every course for an admin). */
  course_count: z.number().int(),
});
export type StudioAbilities = z.infer<typeof StudioAbilitiesSchema>;
export const StudioAbilitiesResponseSchema = wrap(StudioAbilitiesSchema);

// ─── Helpers ────────────────────────────────────────────────────────────────

/** The slug a title gives: lower-case ASCII words joined by hyphens (accents dropped), at most 80 characters; 'kelas' when nothing is left. */
export function slugify(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return s || 'kelas';
}

/** `If-Match` header value → version, or undefined when absent or unreadable. */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (!header) return undefined;
  const m = /^\s*(?:W\/)?"?(\d+)"?\s*$/.exec(header);
  return m ? Number(m[1]) : undefined;
}
