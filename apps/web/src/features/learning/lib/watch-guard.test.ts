import { describe, expect, it } from 'vitest';
import { advanceWatched, clampSeek, formatMediaTime, readYouTubeMessage, youTubeCommand } from './watch-guard';

describe('watch guard (decision 241)', () => {
  it('grows the furthest point only by playing, never by a jump', () => {
    let furthest = 0;
    for (const t of [0.25, 0.5, 0.75, 1.0, 1.25]) furthest = advanceWatched(furthest, t);
    expect(furthest).toBe(1.25);
    expect(advanceWatched(furthest, 60)).toBe(1.25);
    // Going back to review keeps what was watched.
    expect(advanceWatched(furthest, 0.5)).toBe(1.25);
  });

  it('sends a seek past the furthest point back to it, and lets a seek backwards through', () => {
    expect(clampSeek(30, 90)).toBe(30);
    expect(clampSeek(30, 30.4)).toBeNull();
    expect(clampSeek(30, 10)).toBeNull();
  });

  it('formats lengths as m:ss or h:mm:ss', () => {
    expect(formatMediaTime(0)).toBe('0:00');
    expect(formatMediaTime(83.9)).toBe('1:23');
    expect(formatMediaTime(3725)).toBe('1:02:05');
  });

  it("reads a YouTube frame's reports and writes its commands", () => {
    expect(readYouTubeMessage(JSON.stringify({ event: 'infoDelivery', info: { currentTime: 12.5, duration: 200, playbackRate: 2, playerState: 1 } }))).toEqual({
      currentTime: 12.5,
      duration: 200,
      playbackRate: 2,
      playing: true,
    });
    expect(readYouTubeMessage({ event: 'onStateChange', info: 0 })).toEqual({ ended: true, playing: false });
    expect(readYouTubeMessage('not json')).toBeNull();
    expect(readYouTubeMessage({ event: 'onReady' })).toBeNull();
    expect(JSON.parse(youTubeCommand('seekTo', [30, true]))).toEqual({ event: 'command', func: 'seekTo', args: [30, true], id: 1, channel: 'widget' });
  });
});
