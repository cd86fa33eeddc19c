import type { Program } from '@kelas/contracts/programs';
import { OfflineCourseBadge } from '@/features/offline/components/offline-course-badge';
import { SavedReadingsList } from '@/features/offline/components/saved-readings-list';
import { ProgrammuPage } from '@/features/programs/components/programmu-page';

const cardExtra = (program: Program) => <OfflineCourseBadge slug={program.slug} />;

/** /programmu (spec 2.20), inside the Programmu layout (guest → /login); with the offline marks and the saved readings. */
export function Component() {
  return <ProgrammuPage cardExtra={cardExtra} offlineContent={<SavedReadingsList />} />;
}
