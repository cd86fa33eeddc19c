import { PRAKERJA_ATTENDANCE_REQUIRED } from '@kelas/contracts/prakerja';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import { PracticeMaterialView } from '@/features/assignments/components/practice-material-view';
import { LearningPlayer, type ItemGate, type ProgressAside } from '@/features/learning/components/learning-player';
import { AttendanceGate } from '@/features/prakerja/components/attendance-gate';
import type { MaterialViews } from '@/features/learning/components/material-content';
import { PlayerOfflineContext, type PlayerOffline } from '@/features/learning/lib/player-offline';
import { SaveOfflineButton } from '@/features/offline/components/save-offline-button';
import { offlineKeys, useOfflineOwner } from '@/features/offline/hooks/offline-keys';
import { createPlayerOffline } from '@/features/offline/lib/player-offline';
import { QuizMaterialView } from '@/features/quiz/components/quiz-material-view';
import { ScheduleCard } from '@/features/cohorts/components/schedule-card';
import { DiscussionPanel } from '@/features/questions/components/discussion-panel';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { WebinarSessionView } from '@/features/sessions/components/webinar-session-view';
import { Skeleton } from '@/components/ui/skeleton';
import type { MaterialViewProps } from '@/lib/material-view';

/** A webinar item: its live session, 'Gabung Webinar' and the recording (decision 288), with its own texts. */
function WebinarMaterialView(props: MaterialViewProps) {
  return (
    <Suspense fallback={<Skeleton className="h-40 rounded-2xl" />}>
      <WebinarSessionView {...props} />
    </Suspense>
  );
}

/** Views of other features composed into the player (quiz 2.23, practice 2.24, webinar). */
const views: MaterialViews = { quiz: QuizMaterialView, practice: PracticeMaterialView, webinar: WebinarMaterialView };
/** A programme learner's session waits for the programme's attendance verification. */
const gate: ItemGate = { code: PRAKERJA_ATTENDANCE_REQUIRED, Component: AttendanceGate };
/** Under the material: the cohort's 'Jadwal' (decision 285); from 50 %, the review form (decision 272); the open item's discussion (decision 277). */
const asides: ProgressAside[] = [ScheduleCard, ReviewForm, DiscussionPanel];

/** /learning/:slug: the learning player (spec 2.21), with the device's offline store, from 50 % the review form (decision 272) and the discussion (decision 277). */
export function Component() {
  const { slug = '' } = useParams();
  const owner = useOfflineOwner();
  const qc = useQueryClient();
  const offline: PlayerOffline | null = useMemo(
    () => (owner ? createPlayerOffline(owner, SaveOfflineButton, { onQueued: () => void qc.invalidateQueries({ queryKey: offlineKeys.all }) }) : null),
    [owner, qc],
  );
  return (
    <PlayerOfflineContext value={offline}>
      <LearningPlayer key={slug} slug={slug} views={views} gate={gate} asides={asides} />
    </PlayerOfflineContext>
  );
}
