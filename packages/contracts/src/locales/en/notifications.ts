import type { Translation } from '../../i18n.ts';
import type { NOTIFICATION_TEXT } from '../../notifications.ts';

/** English twin of NOTIFICATION_TEXT (`../../notifications.ts`). */
export const NOTIFICATION_TEXT_EN = {
  paymentPending: {
    title: 'Complete the payment of order {{invoice}}',
    va: 'Transfer {{amount}} to {{bank}} Virtual Account number {{code}} before {{deadline}}.',
    retail: 'Pay {{amount}} at a {{store}} cashier with payment code {{code}} before {{deadline}}.',
    qris: 'Scan the QRIS code to pay {{amount}} before {{deadline}}.',
    ewallet: 'Complete the payment of {{amount}} in the {{wallet}} app before {{deadline}}.',
  },
  paymentReminder: {
    title: 'Reminder: order {{invoice}} must be paid within an hour',
  },
  paymentReceived: {
    title: 'Payment received: {{invoice}}',
    body: 'Thank you! We have received your payment of {{total}} for {{titles}}. The receipt can be downloaded from your Order History.',
  },
  assignmentGraded: {
    title: 'Your assignment has been graded: {{item}}',
    titleRegraded: 'Assignment grade updated: {{item}}',
    body: 'Score {{score}} for the assignment "{{item}}" in the course "{{course}}".',
  },
  certificateIssued: {
    title: 'Your certificate has been issued: {{course}}',
    body: 'Congratulations! You have completed the course "{{course}}". Verification code: {{code}}.',
  },
  refundSucceeded: {
    title: 'Refund of {{amount}} for order {{invoice}}',
    body: 'We have refunded {{amount}} through the payment method you used.',
    bodyFull: 'We have refunded {{amount}} through the payment method you used. Access to the courses of this order has ended.',
  },
  questionAnswered: {
    title: '{{by}} answered your question',
    titleMentor: 'Mentor {{by}} answered your question',
    body: 'Your question on "{{item}}" ({{course}}): "{{question}}"',
  },
  answerAccepted: {
    title: 'Answer accepted: "{{question}}"',
    body: 'An answer to a question on "{{item}}" ({{course}}) was marked as the accepted answer.',
  },
  questionAsked: {
    title: '{{by}} asked a question in {{course}}',
    body: 'A new question on "{{item}}": "{{question}}"',
  },
  mentorDigest: {
    title: "Today's mentor summary",
    body: 'Unanswered questions: {{questions}}. Submissions to grade: {{submissions}}. The oldest has waited since {{age}}.',
    ageHours: '{{count}} hours ago',
    ageDays: '{{count}} days ago',
  },
  prakerjaVerification: {
    title: 'Prakerja verification needed: {{item}}',
    body: 'Before you open session {{sequence}} of the course "{{course}}", verify your attendance with Prakerja first.',
  },
  sessionJoined: {
    title: 'You are enrolled in {{cohort}}',
    body: 'The cohort "{{cohort}}" of the course "{{course}}" starts {{start}}. We will remind you before every session.',
  },
  sessionReminder: {
    titleDay: 'Tomorrow: {{session}}',
    titleHour: 'In one hour: {{session}}',
    body: 'The session "{{session}}" of the course "{{course}}" starts {{start}}. Join from the course page.',
  },
  sessionMoved: {
    title: 'Schedule changed: {{session}}',
    body: 'The session "{{session}}" of the course "{{course}}" moved from {{previous}} to {{start}}.',
  },
  sessionCancelled: {
    title: 'Session cancelled: {{session}}',
    body: 'The session "{{session}}" of the course "{{course}}" on {{start}} is cancelled.',
  },
  courseAnnouncement: {
    title: '{{course}} announcement: {{title}}',
  },
  perPage: 'Items per page must be a whole number from 1 to 50.',
  ids: 'Choose notifications by positive whole-number ids, at most 100.',
} as const satisfies Translation<typeof NOTIFICATION_TEXT>;
