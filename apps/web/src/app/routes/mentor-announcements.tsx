import { AnnouncementsPage } from '@/features/announcements/components/announcements-page';
import { MentorAreaPage } from './mentor-area-nav';

/** /mentor/pengumuman: announcements to every learner of a course the mentor teaches (decision 291). */
export function Component() {
  return (
    <MentorAreaPage>
      <AnnouncementsPage />
    </MentorAreaPage>
  );
}
