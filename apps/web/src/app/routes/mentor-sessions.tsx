import { AttendanceSheetPage } from '@/features/sessions/components/attendance-sheet';
import { useSession, userHasRole } from '@/lib/session';
import { MentorAreaPage } from './mentor-area-nav';
import { RecordingUpload } from './recording-upload';

/**
 * /mentor/sesi: the attendance sheets of the mentor's live sessions and their recordings (decision
 * 288), next to grading. Uploading a recording is the studio's upload, open to authors and admins:
 * a mentor alone gives a link.
 */
export function Component() {
  const { user } = useSession();
  return (
    <MentorAreaPage>
      <AttendanceSheetPage UploadField={userHasRole(user, 'author', 'admin') ? RecordingUpload : undefined} />
    </MentorAreaPage>
  );
}
