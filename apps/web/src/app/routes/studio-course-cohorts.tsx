import type { SessionExtra } from '@/features/cohorts/components/cohort-sessions';
import { StaffCohorts } from '@/features/cohorts/components/staff-cohorts';
import { RecordingForm } from '@/features/sessions/components/recording-form';
import { useCourseOutlet } from '@/features/studio/components/course-shell';
import { RecordingUpload } from './recording-upload';

/** Under each session of the studio: its recording, attached by the course's author once it has ended (decision 288). */
const SessionRecording: SessionExtra = ({ session, onChanged }) => <RecordingForm session={session} Upload={RecordingUpload} onSaved={onChanged} />;

/** /studio/courses/:id/angkatan (tab 'Angkatan', decision 285): the course's cohorts and their sessions, for its authors and admins. */
export function Component() {
  const { course } = useCourseOutlet();
  // The webinar items a session may serve (its learners' player shows that session there).
  const webinars = course.chapters.flatMap((c) => c.items).filter((i) => i.item_type === 'webinar').map((i) => ({ id: i.id, title: i.title }));
  return <StaffCohorts courseId={course.id} webinars={webinars} SessionExtra={SessionRecording} />;
}
