import type { ActiveMaterial, CourseActivity, ItemType } from '@kelas/contracts/learning';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialViewProps } from '@/lib/material-view';
import { usePlayerOffline } from '../lib/player-offline';
import { EmbedView } from './views/embed-view';
import { EssayView } from './views/essay-view';
import { ReadingView } from './views/reading-view';
import { TextView } from './views/text-view';
import { TopicView } from './views/topic-view';
import { VideoView } from './views/video-view';

/** Views other features give the player (quiz, practice), composed in app/routes/learning.tsx. */
export type MaterialViews = Partial<Record<ItemType, ComponentType<MaterialViewProps>>>;

type Props = Omit<MaterialViewProps, 'material' | 'activity'> & {
  material: ActiveMaterial;
  activity: CourseActivity;
  views: MaterialViews;
};

/** 'Simpan offline' / 'Hapus dari offline' under readings and texts, when the device's offline store is provided. */
function OfflineActions({ material, activity }: { material: ActiveMaterial; activity: CourseActivity }) {
  const offline = usePlayerOffline();
  if (!offline) return null;
  return <offline.MaterialActions material={material} activity={activity} />;
}

/** The view of the active material by item_type (spec 2.22); any other type: 'Tipe materi tidak dikenali.' */
export function MaterialContent({ material, activity, views, ...rest }: Props) {
  const { t } = useTranslation('learningMessages');
  const Provided = views[material.item_type];
  if (Provided) return <Provided material={material} activity={activity} {...rest} />;
  switch (material.item_type) {
    case 'reading':
      return (
        <>
          <ReadingView material={material} />
          <OfflineActions material={material} activity={activity} />
        </>
      );
    case 'topic':
      return <TopicView material={material} />;
    case 'text':
      return (
        <>
          <TextView material={material} />
          <OfflineActions material={material} activity={activity} />
        </>
      );
    case 'video':
      return <VideoView key={material.item_id} material={material} activity={activity} refresh={rest.refresh} />;
    case 'essay':
      return <EssayView key={material.item_id} material={material} preview={activity.preview} onSaved={rest.refresh} />;
    case 'embed':
      return <EmbedView key={material.item_id} material={material} />;
    default:
      return (
        <p role="status" className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
          {t('unknownType')}
        </p>
      );
  }
}
