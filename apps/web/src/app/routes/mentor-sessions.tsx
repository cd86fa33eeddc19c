import { AttendanceSheetPage } from '@/features/sessions/components/attendance-sheet';
import { MentorAreaPage } from './mentor-area-nav';

/** /mentor/sesi: the attendance sheets of the mentor's live sessions (decision 288), next to grading. */
export function Component() {
  return (
    <MentorAreaPage>
      <AttendanceSheetPage />
    </MentorAreaPage>
  );
}
