import type { Program } from '@kelas/contracts/programs';
import { Suspense } from 'react';
import { NextSessionLine } from '@/features/cohorts/components/next-session-line';
import { OfflineCourseBadge } from '@/features/offline/components/offline-course-badge';
import { SavedReadingsList } from '@/features/offline/components/saved-readings-list';
import { ProgrammuPage } from '@/features/programs/components/programmu-page';

/** A card's extras: the cohort's next session ('Jadwal', decision 285; its texts in their own boundary) and the offline mark. */
const cardExtra = (program: Program) => (
  <>
    {program.next_session && (
      <Suspense fallback={null}>
        <NextSessionLine session={program.next_session} />
      </Suspense>
    )}
    <OfflineCourseBadge slug={program.slug} />
  </>
);

/** /programmu (spec 2.20), inside the Programmu layout (guest → /login); with the offline marks and the saved readings. */
export function Component() {
  return <ProgrammuPage cardExtra={cardExtra} offlineContent={<SavedReadingsList />} />;
}
