import type { Translation } from '@kelas/contracts/i18n';
import type id from '../id/announcements';

/** English twin of `../id/announcements.ts`. */
const announcements = {
  title: 'Announcements',
  intro: 'Send one message to every learner of a course: an extra session, a change in the material, or important news.',
  course: 'Course',
  courseOption_one: '{{title}} ({{count}} learner)',
  courseOption_other: '{{title}} ({{count}} learners)',
  fields: {
    title: 'Title',
    body: 'Message',
    bodyPlaceholder: 'Write a message to every learner of this course…',
  },
  counter: '{{count}} / {{max}} characters',
  channels: 'Learners get it in the app (the notification bell) and by e-mail or the other channels they keep on for "Learning".',
  send: 'Send Announcement',
  noLearners: 'This course has no learners yet.',
  noCourses: 'You are not a mentor of any course yet.',
  confirm: {
    title: 'Send the announcement?',
    body_one: 'This announcement goes to {{count}} learner of "{{course}}" and cannot be taken back.',
    body_other: 'This announcement goes to {{count}} learners of "{{course}}" and cannot be taken back.',
    cancel: 'Cancel',
    send_one: 'Send to {{count}} learner',
    send_other: 'Send to {{count}} learners',
  },
  sent_one: 'The announcement is being sent to {{count}} learner.',
  sent_other: 'The announcement is being sent to {{count}} learners.',
  failed: 'The announcement could not be sent. Try again.',
  loadFailed: 'Could not load the data.',
  history: 'Sent announcements',
  empty: 'No announcements for this course yet.',
  sending: 'Sending…',
  reached_one: 'Sent to {{count}} learner',
  reached_other: 'Sent to {{count}} learners',
  byline: 'By {{by}} · {{at}}',
  someone: 'a deleted account',
} satisfies Translation<typeof id>;

export default announcements;
