import type { ActiveMaterial, CourseActivity, VideoPlayerDetail } from '@kelas/contracts/learning';
import { CheckCircle2, Pause, Play, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { completeItem } from '../../api/complete-item';
import { advanceWatched, clampSeek, formatMediaTime, readYouTubeMessage, YOUTUBE_LISTENING, youTubeCommand } from '../../lib/watch-guard';
import { MaterialCard } from './material-card';

type Props = { material: ActiveMaterial; activity: CourseActivity; refresh: () => Promise<void> };

/**
 * The video's frame: 16:9 in the card; on a phone turned sideways it fills the screen over the
 * player's header and bars, which would leave it a third of the height (decision 259). Turning
 * the phone back shows the player again.
 */
const FRAME =
  'aspect-video w-full overflow-hidden rounded-xl bg-slate-900 phone-landscape:fixed phone-landscape:inset-0 phone-landscape:z-50 phone-landscape:aspect-auto phone-landscape:h-dvh phone-landscape:w-screen phone-landscape:rounded-none phone-landscape:bg-black';
type Detail = Partial<VideoPlayerDetail>;

/**
 * video (spec 2.22): plays the material's own URL: a YouTube or Vimeo player frame, or
 * the browser's own player for a file. Under the `watched` rule of a sequential course (decision
 * 241) an uploaded or YouTube video cannot be sought past the furthest point watched nor played
 * faster than 1×, and reaching its end records it complete with the watched time.
 */
export function VideoView({ material, activity, refresh }: Props) {
  const { t } = useTranslation('learning');
  const d = material.detail as Detail;
  const src = d.embed_url ?? '';
  const guarded = material.completion_rule === 'watched' && !activity.preview && src !== '' && (d.provider === 'file' || d.provider === 'youtube');
  if (guarded) return <WatchedVideo material={material} activity={activity} refresh={refresh} />;
  return (
    <MaterialCard kicker={t('video.kicker')} title={material.name}>
      <div className={FRAME}>
        {!src ? (
          <p className="flex h-full items-center justify-center p-4 text-center text-sm text-slate-200">{t('video.missing')}</p>
        ) : d.provider === 'file' ? (
          <video src={src} controls preload="metadata" className="size-full" aria-label={material.name}>
            {t('video.unsupported')}
          </video>
        ) : (
          <iframe
            src={src}
            title={material.name}
            className="size-full"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
    </MaterialCard>
  );
}

/** A video held to 1× and no skipping ahead; its end is reported to the server (decision 241). */
function WatchedVideo({ material, activity, refresh }: Props) {
  const { t } = useTranslation('learning');
  const d = material.detail as Detail;
  const furthest = useRef(0);
  const [watched, setWatched] = useState(0);
  const [total, setTotal] = useState(d.duration_seconds ?? 0);
  const [error, setError] = useState<string | null>(null);
  const reported = useRef(false);
  const done = material.is_complete === 1;

  const progress = (time: number) => {
    const next = advanceWatched(furthest.current, time, d.provider === 'youtube' ? 2 : 1.5);
    if (next !== furthest.current) {
      furthest.current = next;
      setWatched(next);
    }
  };

  async function ended(length: number) {
    // Only an end reached by playing counts; a jump there was already sent back.
    if (done || reported.current || furthest.current < length - 2) return;
    reported.current = true;
    furthest.current = length;
    setWatched(length);
    setError(null);
    try {
      await completeItem(material.item_id, { courseId: activity.course_id, itemId: material.material_id, itemType: 'video', watched_seconds: Math.floor(length) });
      await refresh();
    } catch (err) {
      console.error(err);
      reported.current = false;
      setError(t('video.saveFailed', { message: err instanceof ApiError ? err.message : '' }));
    }
  }

  return (
    <MaterialCard kicker={t('video.kicker')} title={material.name}>
      <div className={FRAME}>
        {d.provider === 'file' ? (
          <video
            src={d.embed_url}
            controls
            controlsList="noplaybackrate nodownload"
            disablePictureInPicture
            preload="metadata"
            className="size-full"
            aria-label={material.name}
            onLoadedMetadata={(e) => {
              // A file recorded by a browser may not know its length until it has played (Infinity).
              const length = e.currentTarget.duration;
              if (Number.isFinite(length) && length > 0) setTotal(length);
            }}
            onTimeUpdate={(e) => {
              if (!e.currentTarget.seeking) progress(e.currentTarget.currentTime);
            }}
            onSeeking={(e) => {
              const back = clampSeek(furthest.current, e.currentTarget.currentTime);
              if (back !== null) e.currentTarget.currentTime = back;
            }}
            onRateChange={(e) => {
              if (e.currentTarget.playbackRate !== 1) e.currentTarget.playbackRate = 1;
            }}
            onEnded={(e) => {
              const v = e.currentTarget;
              void ended(Number.isFinite(v.duration) ? v.duration : v.currentTime);
            }}
          >
            {t('video.unsupported')}
          </video>
        ) : (
          <YouTubeFrame src={d.embed_url ?? ''} title={material.name} furthest={furthest} onTime={progress} onLength={setTotal} onEnded={(length) => void ended(length)} />
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {done ? (
          <p className="inline-flex items-center gap-1.5 font-medium text-emerald-700">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t('video.done')}
          </p>
        ) : (
          <>
            <p className="inline-flex items-center gap-1.5 text-slate-700">
              <ShieldCheck className="size-4 text-brand-600" aria-hidden="true" />
              {t('video.guarded')}
            </p>
            {total > 0 && (
              <p className="text-slate-600 tabular-nums" aria-live="off">
                {t('video.watched', { watched: formatMediaTime(watched), total: formatMediaTime(total) })}
              </p>
            )}
          </>
        )}
      </div>
      <FieldError message={error} />
    </MaterialCard>
  );
}

const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * A YouTube player without its own controls (no seek bar, no speed menu, no keyboard), driven
 * through the frame's message protocol: it reports its time, which is held to the furthest point
 * watched and to 1×, and its end.
 */
function YouTubeFrame({
  src,
  title,
  furthest,
  onTime,
  onLength,
  onEnded,
}: {
  src: string;
  title: string;
  furthest: RefObject<number>;
  onTime: (t: number) => void;
  onLength: (s: number) => void;
  onEnded: (length: number) => void;
}) {
  const { t } = useTranslation('learning');
  const frame = useRef<HTMLIFrameElement>(null);
  const [playing, setPlaying] = useState(false);
  const length = useRef(0);
  const heard = useRef(false);
  const send = (message: string) => frame.current?.contentWindow?.postMessage(message, YOUTUBE_ORIGIN);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.current?.contentWindow) return;
      const report = readYouTubeMessage(e.data);
      if (!report) return;
      heard.current = true;
      if (report.duration) {
        length.current = report.duration;
        onLength(report.duration);
      }
      if (report.playbackRate !== undefined && report.playbackRate !== 1) send(youTubeCommand('setPlaybackRate', [1]));
      if (report.currentTime !== undefined) {
        const back = clampSeek(furthest.current ?? 0, report.currentTime, 2);
        if (back !== null) send(youTubeCommand('seekTo', [back, true]));
        else onTime(report.currentTime);
      }
      if (report.playing !== undefined) setPlaying(report.playing);
      if (report.ended) onEnded(length.current || furthest.current || 0);
    };
    window.addEventListener('message', onMessage);
    // The frame reports only once it was asked to; ask until it answers.
    const ask = window.setInterval(() => {
      if (heard.current) window.clearInterval(ask);
      else send(YOUTUBE_LISTENING);
    }, 1000);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(ask);
    };
    // The handlers read refs; the frame is the same for the material's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const url = `${src}?enablejsapi=1&controls=0&disablekb=1&rel=0&playsinline=1&origin=${encodeURIComponent(origin)}`;
  return (
    <div className="relative size-full">
      <iframe
        ref={frame}
        src={url}
        title={title}
        className="size-full"
        allow="autoplay; encrypted-media; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => send(YOUTUBE_LISTENING)}
      />
      <Button size="sm" variant="garis" className="absolute bottom-2 left-2 bg-white/90" onClick={() => send(youTubeCommand(playing ? 'pauseVideo' : 'playVideo'))}>
        {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
        {playing ? t('video.pause') : t('video.play')}
      </Button>
    </div>
  );
}
