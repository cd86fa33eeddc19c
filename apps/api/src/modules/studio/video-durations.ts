import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import { AppError } from '../../lib/app-error.ts';
import { videoIsWatchable } from '../learning/completion-rules.ts';
import type { ItemRow } from './queries/structure.ts';

/**
 * A sequential course completes an uploaded or YouTube video only when it was watched to its end,
 * measured against the length its author set (decision 241): such a video without
 * `duration_seconds` could never be completed.
 */
export function needsDuration(item: Pick<ItemRow, 'itemType' | 'detail'>): boolean {
  const d = item.detail;
  return item.itemType === 'video' && videoIsWatchable(d.url) && !(typeof d.duration_seconds === 'number' && d.duration_seconds > 0);
}

/**
 * 422 `detail.duration_seconds` (`videoDurationRequired`) when a video saved into a sequential
 * course has no length; nothing is written.
 */
export function assertVideoDuration(sequential: boolean, item: Pick<ItemRow, 'itemType' | 'detail'>): void {
  if (sequential && needsDuration(item)) {
    throw new AppError(422, STUDIO_MESSAGES.videoDurationRequired, 'VIDEO_DURATION_REQUIRED', { 'detail.duration_seconds': [STUDIO_MESSAGES.videoDurationRequired] });
  }
}
