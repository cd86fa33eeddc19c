import type { CohortMentorOption, CohortStatus, OpenCohort, StaffCohort, StaffSession } from '@kelas/contracts/cohorts';
import type { CohortWithCounts, SessionRow } from './queries.ts';
import { isCohortOpen } from './take-cohort-seat.ts';

/** `ended` after its end; `closed` by staff or past its enrolment deadline; `full` with every seat taken; else `open`. */
export function cohortStatus(c: CohortWithCounts, now: Date): CohortStatus {
  if (c.endsAt.getTime() <= now.getTime()) return 'ended';
  if (!isCohortOpen(c, now)) return 'closed';
  if (c.capacity !== null && c.seatsTaken >= c.capacity) return 'full';
  return 'open';
}

/** A cohort for the studio and the console (decision 285). */
export function presentStaffCohort(c: CohortWithCounts, now: Date): StaffCohort {
  return {
    id: c.id,
    course_id: c.courseId,
    name: c.name,
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt.toISOString(),
    enrolment_deadline: c.enrolmentDeadline.toISOString(),
    capacity: c.capacity,
    seats_taken: c.seatsTaken,
    schedule_code: c.scheduleCode,
    closed_at: c.closedAt?.toISOString() ?? null,
    status: cohortStatus(c, now),
    mentors: c.mentors,
    session_count: c.sessionCount,
  };
}

/** A session for staff. */
export function presentStaffSession(s: SessionRow): StaffSession {
  return {
    id: s.id,
    cohort_id: s.cohortId,
    item_id: s.itemId,
    title: s.title,
    starts_at: s.startsAt.toISOString(),
    ends_at: s.endsAt.toISOString(),
    meeting_url: s.meetingUrl,
    sequence: s.sequence,
    cancelled_at: s.cancelledAt?.toISOString() ?? null,
    recording_url: s.recordingUrl ?? (s.recordingUploadId ? `/storage/${s.recordingUploadId}` : null),
  };
}

/** An open cohort on the course's page: seats left (never below 0; null = unlimited). */
export function presentOpenCohort(c: CohortWithCounts): OpenCohort {
  return {
    id: c.id,
    name: c.name,
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt.toISOString(),
    enrolment_deadline: c.enrolmentDeadline.toISOString(),
    seats_left: c.capacity === null ? null : Math.max(0, c.capacity - c.seatsTaken),
    session_count: c.sessionCount,
  };
}

/** A mentor account a cohort may name (the cohort form's picker). */
export function presentMentorOption(m: { id: number; name: string; profession: string | null }): CohortMentorOption {
  return { id: m.id, name: m.name, profession: m.profession };
}
