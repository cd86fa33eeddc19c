import type { DocSection } from '../assets/pdf.ts';
import { journalItem, surveyItem, welcomeItem } from './common.ts';
import type { ChapterSeed, CourseSeed, PdfSeed, QuizQuestionSeed } from './types.ts';

/**
 * The shorter courses of the catalogue share one three-chapter outline (decision 021), filled with
 * each course's own texts: welcome, Pre Test and a reading; two videos, a live topic and a practice
 * assignment; then the Post Test, the reflective journal and the satisfaction survey. The Pre Test
 * and Post Test use the same questions, so a learner sees how much they improved.
 */
export type CompactContent = {
  slug: string;
  /** Used in the journal questions: "… tentang {topic} …". */
  topic: string;
  chapterTitles: [string, string, string];
  /** The reading item; its title is also the PDF's title. */
  reading: PdfSeed;
  videos: [{ title: string; url: string }, { title: string; url: string }];
  /** The live webinar; `bySession`: the course runs in cohorts and a session serves it (a `webinar` item, decision 288). */
  live: { title: string; webinarLink: string; startsAt: string; endsAt: string; bySession?: true };
  practice: { title: string; duration: number; instruction: string; objective: string; assetTitle: string; assetSections: DocSection[] };
  questions: QuizQuestionSeed[];
};

export function compactChapters(c: CompactContent): ChapterSeed[] {
  return [
    {
      title: c.chapterTitles[0],
      items: [welcomeItem(), { type: 'quiz', title: 'Pre Test', questions: c.questions, completionRule: 'attempted' }, { type: 'reading', title: c.reading.title, pdf: c.reading }, { type: 'video', ...c.videos[0] }],
    },
    {
      title: c.chapterTitles[1],
      items: [
        { type: 'video', ...c.videos[1] },
        { type: c.live.bySession ? 'webinar' : 'topic', title: c.live.title, webinarLink: c.live.webinarLink, startsAt: c.live.startsAt, endsAt: c.live.endsAt },
        {
          type: 'practice',
          title: c.practice.title,
          duration: c.practice.duration,
          instruction: c.practice.instruction,
          objective: c.practice.objective,
          asset: { n: 1, title: c.practice.assetTitle, sections: c.practice.assetSections },
        },
      ],
    },
    {
      title: c.chapterTitles[2],
      items: [{ type: 'quiz', title: 'Post Test', questions: c.questions }, journalItem(c.topic), surveyItem(c.slug)],
    },
  ];
}

/** A course whose chapters follow the compact outline. */
export const compactCourse = (course: Omit<CourseSeed, 'chapters' | 'slug'>, content: CompactContent): CourseSeed => ({
  ...course,
  slug: content.slug,
  chapters: compactChapters(content),
});

/** The single package of every free class: price 0 (spec 2.7 'Free'). */
export const FREE_PACKAGE = {
  name: 'Kelas Gratis',
  benefits: ['Akses webinar interaktif', 'Materi presentasi', 'E-sertifikat peserta'],
  prices: [{ price: 0, discount: 0 }],
};
