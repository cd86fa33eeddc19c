import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { CourseTree } from './presenters.ts';
import { needsDuration } from './video-durations.ts';

/** Text of rich text without tags and entities of spaces. */
const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').trim();

/**
 * What publishing still needs: a thumbnail, a description, at least one chapter
 * with an item, at least one price package with a price, and in a sequential course the length of
 * every uploaded and YouTube video (decision 241). `{ field: [message] }`; empty when complete.
 */
export function publishMissing(t: Pick<CourseTree, 'course' | 'chapters' | 'items' | 'packages' | 'prices'>): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  if (!t.course.thumbnail) missing.thumbnail = [STUDIO_MESSAGES.missingThumbnail];
  if (!plainText(t.course.description)) missing.description = [STUDIO_MESSAGES.missingDescription];
  if (!t.chapters.some((ch) => t.items.some((i) => i.materialId === ch.id))) missing.chapters = [STUDIO_MESSAGES.missingChapter];
  if (!t.packages.some((p) => t.prices.some((x) => x.packageId === p.id))) missing.packages = [STUDIO_MESSAGES.missingPackage];
  if (t.course.sequential && t.items.some(needsDuration)) missing.videos = [STUDIO_MESSAGES.videoDurationRequired];
  return missing;
}
