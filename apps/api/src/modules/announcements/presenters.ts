import type { Announcement } from '@kelas/contracts/announcements';
import type { AnnouncementRow } from './queries.ts';

/** An announcement as the mentor console lists it (times ISO-8601 UTC). */
export function presentAnnouncement(r: AnnouncementRow): Announcement {
  return {
    id: r.id,
    course_id: r.courseId,
    title: r.title,
    body: r.body,
    author: r.authorName,
    recipients: r.recipients,
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
  };
}
