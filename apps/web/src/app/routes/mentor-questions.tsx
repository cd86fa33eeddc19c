import { MentorInbox } from '@/features/questions/components/mentor-inbox';
import { MentorAreaPage } from './mentor-area-nav';

/** /mentor/pertanyaan: the mentor's inbox of learners' questions (decision 277), next to grading. */
export function Component() {
  return (
    <MentorAreaPage>
      <MentorInbox />
    </MentorAreaPage>
  );
}
