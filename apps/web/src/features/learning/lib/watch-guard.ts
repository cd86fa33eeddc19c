/**
 * The player's side of a video that must be watched to its end (decision 241): the furthest point
 * watched grows only by playing, a seek past it goes back to it, and the speed stays 1×. The
 * server checks the watched time it is told against the length the author set; this keeps an
 * honest learner from reaching the end any other way.
 */

/**
 * The furthest point watched (seconds) after the player reports `time`: it grows only by natural
 * playback, at most `step` seconds past the furthest point between two reports (a player reports
 * its time a few times a second at 1×).
 */
export function advanceWatched(furthest: number, time: number, step = 1.5): number {
  return time > furthest && time - furthest <= step ? time : furthest;
}

/** Where a seek to `target` must go back to: the furthest point watched, or null when the seek is allowed (backwards, or within `slack`). */
export function clampSeek(furthest: number, target: number, slack = 0.5): number | null {
  return target > furthest + slack ? furthest : null;
}

/** m:ss (or h:mm:ss) of a length in seconds, for 'Ditonton {watched} dari {total}'. */
export function formatMediaTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** What a YouTube player frame's message says (its postMessage protocol, the one its iframe API uses). */
export type YouTubeReport = { currentTime?: number; duration?: number; playbackRate?: number; playing?: boolean; ended?: boolean };

/**
 * Reads a message of a YouTube player frame (`{ event: 'infoDelivery', info: { currentTime,
 * duration, playbackRate, playerState } }`, `{ event: 'onStateChange', info: 0 }` …); null for
 * anything else. playerState 0 = ended, 1 = playing.
 */
export function readYouTubeMessage(data: unknown): YouTubeReport | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== 'object') return null;
  const { event, info } = message as { event?: unknown; info?: unknown };
  const report: YouTubeReport = {};
  const state = (s: unknown) => {
    if (s === 0) report.ended = true;
    if (typeof s === 'number') report.playing = s === 1;
  };
  if (event === 'onStateChange') state(info);
  else if (event === 'infoDelivery' && info && typeof info === 'object') {
    const i = info as Record<string, unknown>;
    if (typeof i.currentTime === 'number') report.currentTime = i.currentTime;
    if (typeof i.duration === 'number' && i.duration > 0) report.duration = i.duration;
    if (typeof i.playbackRate === 'number') report.playbackRate = i.playbackRate;
    state(i.playerState);
  } else return null;
  return report;
}

/** A command to a YouTube player frame (`seekTo`, `setPlaybackRate`, `playVideo`, `pauseVideo`) as its protocol writes it. */
export const youTubeCommand = (func: string, args: unknown[] = []) => JSON.stringify({ event: 'command', func, args, id: 1, channel: 'widget' });

/** The message that asks a YouTube player frame to report its state. */
export const YOUTUBE_LISTENING = JSON.stringify({ event: 'listening', id: 1, channel: 'widget' });
