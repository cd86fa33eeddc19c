import type { CourseKind } from '@kelas/contracts/catalogue';
import type { DocSection } from '../assets/pdf.ts';
import type { ThumbnailIcon } from '../assets/svg.ts';

/**
 * Authoring shapes of the seeded catalogue (decision 021). `seedCatalogue` turns them into rows:
 * every child is matched by its position, so re-seeding updates in place and keeps ids stable.
 */

export type QuizQuestionSeed = {
  /** Short HTML (sanitised on write). */
  question: string;
  /** Exactly 4 answers (short HTML). */
  answers: [string, string, string, string];
  /** Index 0..3 of the one correct answer. */
  correct: 0 | 1 | 2 | 3;
};

/** A seeded PDF: `name` is the file name without '.pdf' under documents/<course-slug>/. */
export type PdfSeed = { name: string; title: string; sections: DocSection[] };

export type ItemSeed =
  | { type: 'text'; title: string; /** HTML (sanitised on write). */ html: string }
  | { type: 'reading'; title: string; pdf: PdfSeed }
  | { type: 'video'; title: string; url: string }
  /** A live webinar: 'topic' ('Webinar Material', one link for everyone) or 'webinar' (served by a cohort's session, decision 288). */
  | { type: 'topic' | 'webinar'; title: string; webinarLink: string; startsAt: string; endsAt: string }
  | {
      type: 'quiz';
      title: string;
      questions: QuizQuestionSeed[];
      /** What completes it (decision 240): `attempted` for a pre-test, `passed` (the default) otherwise. */
      completionRule?: 'passed' | 'attempted';
    }
  | {
      type: 'practice';
      title: string;
      /** Minutes. */
      duration: number;
      /** HTML. */
      instruction: string;
      /** HTML. */
      objective: string;
      /** n of aset-tpm-<n>.pdf, and the asset's content. */
      asset: { n: number; title: string; sections: DocSection[] };
    }
  | { type: 'essay'; title: string; questions: [string, string] }
  | { type: 'embed'; title: string; url: string; instruction: string };

export type ChapterSeed = { title: string; items: ItemSeed[] };

export type PackageSeed = {
  name: string;
  benefits: string[];
  /** Rupiah before discount, discount percent. */
  prices: { price: number; discount: number }[];
};

export type MentorSeed = {
  key: string;
  name: string;
  profession: string | null;
  description: string;
  /** Gradient of the generated avatar. */
  colors: [string, string];
  /** Demo account linked to this mentor (mentors.user_id). */
  userKey?: 'mentor';
};

export type ToolSeed = { key: string; name: string; mark: string; color: string; ink?: string };

export type CourseSeed = {
  slug: string;
  kind: CourseKind;
  title: string;
  /** 'TENTANG COURSE' HTML (sanitised on write). */
  description: string;
  durationHours: number;
  groupWhatsapp?: string;
  thumbnail: { from: string; to: string; icon: ThumbnailIcon };
  mentors: string[];
  tools: string[];
  packages: PackageSeed[];
  chapters: ChapterSeed[];
  /** The demo learner is enrolled (source 'admin'). */
  enrolDemoLearner?: boolean;
};
