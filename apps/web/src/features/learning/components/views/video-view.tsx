import type { ActiveMaterial, VideoPlayerDetail } from '@kelas/contracts/learning';
import { useTranslation } from 'react-i18next';
import { MaterialCard } from './material-card';

/**
 * video (spec 2.22, issue 6): plays the material's own URL: a YouTube or Vimeo player frame, or
 * the browser's own player for a file.
 */
export function VideoView({ material }: { material: ActiveMaterial }) {
  const { t } = useTranslation('learning');
  const d = material.detail as Partial<VideoPlayerDetail>;
  const src = d.embed_url ?? '';
  return (
    <MaterialCard kicker={t('video.kicker')} title={material.name}>
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
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
