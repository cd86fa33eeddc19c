import type { StudioChapter, StudioCourse, StudioCourseSummary, StudioItem, StudioPackage, StudioQuiz } from '@kelas/contracts/studio';
import type { CourseRow, CourseSummaryRow, PersonRef } from './queries/courses.ts';
import type { EditorQuestion, QuizRow } from './queries/quiz.ts';
import type { ChapterRow, ItemRow, PackageRow, PriceRow } from './queries/structure.ts';
import { publishMissing } from './publish-checks.ts';

/** Studio answers (contracts/studio.ts): no row leaves the server as it is. */

const storageUrl = (path: string | null) => (path ? `/storage/${path}` : null);

export function presentCourseSummary(c: CourseSummaryRow): StudioCourseSummary {
  return {
    id: c.id,
    kind: c.kind,
    slug: c.slug,
    title: c.title,
    status: c.status,
    thumbnail: c.thumbnail,
    thumbnail_url: storageUrl(c.thumbnail),
    version: c.version,
    chapter_count: c.chapterCount,
    item_count: c.itemCount,
    enrolment_count: c.enrolmentCount,
    review_requested_at: c.reviewRequestedAt?.toISOString() ?? null,
    updated_at: c.updatedAt.toISOString(),
  };
}

/** A package; `orderCount`: orders that bought one of its prices (such a package is hidden, never deleted). */
export function presentPackage(p: PackageRow, prices: PriceRow[], orderCount = 0): StudioPackage {
  return {
    id: p.id,
    name: p.name,
    benefits: p.benefits,
    position: p.position,
    on_sale: p.onSale,
    order_count: orderCount,
    version: p.version,
    prices: prices.filter((x) => x.packageId === p.id).map((x) => ({ id: x.id, price: x.price, discount: x.discount })),
  };
}

export function presentItem(i: ItemRow & { completedCount?: number }, extra: Record<string, unknown> = {}): StudioItem {
  return {
    id: i.id,
    chapter_id: i.materialId,
    title: i.title,
    item_type: i.itemType,
    position: i.position,
    detail: { ...i.detail, ...extra },
    completed_count: i.completedCount ?? 0,
    prakerja_sequence: i.prakerjaSequence,
    release_after_days: i.releaseAfterDays,
    release_at: i.releaseAt?.toISOString() ?? null,
    version: i.version,
  };
}

/** A chapter; `completedCount`: distinct learners who completed one of its items (0 for a new chapter). */
export function presentChapter(c: ChapterRow, items: StudioItem[] = [], completedCount = 0): StudioChapter {
  return {
    id: c.id,
    title: c.title,
    position: c.position,
    prakerja_sequence: c.prakerjaSequence,
    release_after_days: c.releaseAfterDays,
    release_at: c.releaseAt?.toISOString() ?? null,
    version: c.version,
    completed_count: completedCount,
    items,
  };
}

export type CourseTree = {
  course: CourseRow;
  counts: { enrolments: number };
  /** Average of the visible reviews (decision 272). */
  rating: number;
  tools: PersonRef[];
  mentors: PersonRef[];
  authors: (PersonRef & { email: string })[];
  packages: PackageRow[];
  prices: PriceRow[];
  chapters: ChapterRow[];
  items: (ItemRow & { completedCount: number })[];
  questionCounts: Map<number, number>;
  /** Distinct learners who completed an item of each chapter. */
  chapterLearners: Map<number, number>;
  formerSlugs: string[];
  /** Orders per package id. */
  packageOrders: Map<number, number>;
};

export function presentCourse(t: CourseTree): StudioCourse {
  const c = t.course;
  const chapters = t.chapters.map((ch) =>
    presentChapter(
      ch,
      t.items.filter((i) => i.materialId === ch.id).map((i) => presentItem(i, i.itemType === 'quiz' ? { question_count: t.questionCounts.get(i.id) ?? 0 } : {})),
      t.chapterLearners.get(ch.id) ?? 0,
    ),
  );
  return {
    ...presentCourseSummary({ ...c, chapterCount: t.chapters.length, itemCount: t.items.length, enrolmentCount: t.counts.enrolments }),
    description: c.description,
    duration_hours: c.durationHours,
    group_whatsapp: c.groupWhatsapp,
    prakerja_course_code: c.prakerjaCourseCode,
    rating: t.rating,
    purchase_count: t.counts.enrolments,
    sequential: c.sequential,
    recording_makeup: c.recordingMakeup,
    published_at: c.publishedAt ? c.publishedAt.toISOString() : null,
    created_at: c.createdAt.toISOString(),
    tools: t.tools,
    mentors: t.mentors,
    authors: t.authors,
    highlights: c.highlights,
    careers: c.careers,
    testimonials: c.testimonials,
    former_slugs: t.formerSlugs,
    packages: t.packages.map((p) => presentPackage(p, t.prices, t.packageOrders.get(p.id) ?? 0)),
    chapters,
    missing: publishMissing(t),
    preview_url: `/learning/${c.slug}`,
  };
}

export function presentQuiz(itemId: number, quiz: QuizRow, questions: EditorQuestion[]): StudioQuiz {
  return {
    item_id: itemId,
    target_score: quiz.targetScore,
    opportunity: quiz.opportunity,
    duration_minutes: quiz.durationMinutes,
    completion_rule: quiz.completionRule,
    version: quiz.version,
    questions: questions.map((q) => ({ id: q.id, question: q.question, type: q.type, answers: q.answers.map((a) => ({ id: a.id, answer: a.answer, is_correct: a.isCorrect })) })),
  };
}
