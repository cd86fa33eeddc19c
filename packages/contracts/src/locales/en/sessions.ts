import type { Translation } from '../../i18n.ts';
import type { SESSION_TEXT } from '../../sessions.ts';

/** English twin of SESSION_TEXT (`../../sessions.ts`). */
export const SESSION_TEXT_EN = {
  sessionNotFound: 'Session not found.',
  notInCohort: 'You are not enrolled in the cohort of this session.',
  notYourSession: 'You are not a mentor of this cohort.',
  joinTooEarly: 'The session is not open yet. The link works from 15 minutes before the session starts.',
  joinEnded: 'The session has ended.',
  joinCancelled: 'This session is cancelled.',
  noRecording: 'The recording of this session is not available yet.',
  recordingBeforeEnd: 'A recording can be attached once the session has ended.',
  recordingOneSource: 'Give a recording link or choose an uploaded file, not both.',
  recordingUrl: 'The recording link must be an http or https address.',
  recordingUpload: 'The recording file was not found. Upload it again and retry.',
  statusInvalid: 'The attendance status must be present, late, absent or excused.',
  learnerNotInCohort: 'This learner is not enrolled in the cohort of this session.',
  csvInvalid: 'The file is not a readable CSV.',
  csvHeader: 'No e-mail column found. Use Zoom\'s participant report (column "User Email" or "Email").',
  csvEmpty: 'The file lists no participants.',
  csvTooLarge: 'The file is too large (at most 1 MB).',
  csvTooManyRows: 'At most 5000 rows.',
  csvBadTime: 'A join or leave time cannot be read.',
  itemNotReleased: 'This material is not open yet.',
  completesWhenAttended: 'This webinar completes when your attendance of its session is recorded.',
  releaseOneRule: 'Choose opening after a number of days or on a date, not both.',
  releaseDays: 'The number of days must be a whole number from 0 to 3650.',
  releaseAt: 'The opening date must be a valid date and time.',
} as const satisfies Translation<typeof SESSION_TEXT>;
