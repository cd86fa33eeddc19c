import type { Translation } from '@kelas/contracts/i18n';
import type sessions from '../id/sessions';

/** English twin of the live-session texts (decision 288). */
const sessionsEn = {
  webinar: {
    kicker: 'Live Webinar',
    when: 'Schedule:',
    join: 'Join the Webinar',
    opensAt: 'The link opens {{when}}.',
    open: 'The session is on. Your attendance is recorded when you join.',
    ended: 'The session has ended.',
    cancelled: 'This session is cancelled.',
    attendance: 'Your attendance: {{status}}',
    recording: 'Watch the Recording',
    makeup: 'Could not attend? Watching the recording counts in place of attendance.',
    noSession: 'The session of this webinar is not scheduled yet.',
  },
  recording: {
    title: 'Session recording',
    afterEnd: 'A recording can be attached once the session has ended.',
    none: 'No recording yet.',
    current: 'View the recording',
    attach: 'Attach Recording',
    attachNamed: 'Attach the recording of session "{{title}}"',
    replace: 'Replace Recording',
    remove: 'Remove Recording',
    source: 'Recording source',
    byLink: 'Link',
    byFile: 'Upload a video',
    link: 'Recording link (YouTube, Google Drive, Zoom…)',
    linkHint: "An http:// or https:// address the cohort's learners can open.",
    file: 'Recording video',
    fileHint: 'MP4 or WEBM, up to {{size}}. A large upload resumes if it is cut off.',
    save: 'Save Recording',
    cancel: 'Cancel',
    saved: "Recording saved. The cohort's learners can watch it.",
    removed: 'Recording removed.',
  },
  status: { present: 'Present', late: 'Late', absent: 'Absent', excused: 'Excused', none: 'Not recorded yet' },
  sheet: {
    title: 'Session Attendance',
    intro: "Choose a session to see its cohort's attendance, correct it, or import Zoom's participant report.",
    session: 'Session',
    empty: 'No sessions yet in the cohorts you teach.',
    name: 'Learner',
    status: 'Status',
    joined: 'Joined',
    setStatus: 'Attendance of {{name}}',
    import: "Import Zoom's Report (CSV)",
    imported: '{{matched}} learners marked present. Not matched: {{unmatched}}.',
    importedAll: '{{matched}} learners marked present.',
    saved: 'Attendance saved.',
    cancelled: 'Cancelled',
  },
} as const satisfies Translation<typeof sessions>;

export default sessionsEn;
