import { videoEmbed } from '@kelas/contracts/learning';
import type { DbOrTx } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { practiceActiveDetail } from '../assignments/active-detail.ts';
import { quizActiveDetail } from '../quiz/active-detail.ts';
import type { EnrolledItem } from './policy.ts';
import { findEssayAnswers } from './queries.ts';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** An http(s) URL as given, else '' (no javascript: or data: links reach the player). */
function httpUrl(v: unknown): string {
  const s = str(v).trim();
  try {
    const u = new URL(s);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : '';
  } catch {
    return '';
  }
}

/** A storage path inside the public folder, without leading slashes or `..`; else ''. */
function storagePath(v: unknown): string {
  const s = str(v).replace(/^\/+/, '');
  return s && !s.split('/').includes('..') ? s : '';
}

/**
 * The typed `detail` of an active item for one learner (spec 3 "detail by type"):
 * - reading: { id, pdf, pdf_url } (public storage, /storage/{pdf})
 * - topic: { id, schedule: { webinar_link, starts_at, ends_at } }
 * - video: { id, url, provider: youtube|vimeo|file, embed_url, duration_seconds (null when unknown) }
 * - embed: { id, url, instruction (sanitised HTML) }
 * - essay: { id, questions, answers (saved answers or null) }
 * - text: { id, html } (the author's rich text, sanitised; '' when none was written)
 * - quiz / practice: built by their own features (a quiz's open attempt with its seconds left at
 *   `now`); others: { id }.
 * At most one query (essay answers, or the quiz/practice feature's own).
 */
export async function buildActiveDetail(db: DbOrTx, item: EnrolledItem, userId: number, now: Date): Promise<Record<string, unknown>> {
  const d = item.detail ?? {};
  switch (item.itemType) {
    case 'quiz':
      return quizActiveDetail(db, item, userId, now);
    case 'practice':
      return practiceActiveDetail(db, item, userId);
    case 'reading': {
      const pdf = storagePath(d.pdf);
      return { id: item.id, pdf, pdf_url: pdf ? `/storage/${pdf}` : '' };
    }
    case 'topic': {
      const s = (d.schedule ?? {}) as Record<string, unknown>;
      return { id: item.id, schedule: { webinar_link: httpUrl(s.webinar_link), starts_at: str(s.starts_at), ends_at: str(s.ends_at) } };
    }
    case 'video': {
      const url = str(d.url);
      const embed = videoEmbed(url);
      const seconds = typeof d.duration_seconds === 'number' && Number.isInteger(d.duration_seconds) ? d.duration_seconds : null;
      return { id: item.id, url, provider: embed?.provider ?? 'file', embed_url: embed?.embed_url ?? '', duration_seconds: seconds };
    }
    case 'embed':
      return { id: item.id, url: httpUrl(d.url), instruction: sanitizeRichText(str(d.instruction)) };
    case 'essay': {
      const questions = Array.isArray(d.questions) ? d.questions.filter((q): q is string => typeof q === 'string') : [];
      return { id: item.id, questions, answers: await findEssayAnswers(db, userId, item.id) };
    }
    case 'text':
      return { id: item.id, html: sanitizeRichText(str(d.html)) };
    default:
      return { id: item.id };
  }
}
