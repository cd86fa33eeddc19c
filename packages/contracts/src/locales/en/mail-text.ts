import type { Translation } from '../../i18n.ts';
import type { MAIL_TEXT } from '../../mail-text.ts';

/** English twin of MAIL_TEXT (`../../mail-text.ts`). */
export const MAIL_TEXT_EN = {
  layout: {
    greeting: 'Hello {{name}},',
    regards: 'Best regards,',
    team: 'The {{brand}} team',
    helpText: 'Need help? Reply to {{email}}',
    helpHtml: 'Need help? Contact',
    buttonFallback: 'If the button does not work, copy this link into your browser:',
  },
  verification: {
    subject: 'Your {{brand}} verification code: {{code}}',
    intro: 'Use the following code to verify your {{brand}} account:',
    validity: 'This code is valid for {{minutes}} minutes and can be used only once.',
    warning: 'Do not share this code with anyone. If you did not sign up, ignore this e-mail.',
  },
  passwordReset: {
    subject: 'Reset your {{brand}} password',
    intro: 'We received a request to reset the password of your {{brand}} account. Click the button below to create a new password.',
    button: 'Reset Password',
    validity: 'This link is valid for {{minutes}} minutes and can be used only once. Once the password is changed, all your login sessions will end.',
    ignore: 'If you did not ask for a password reset, ignore this e-mail; your password will not change.',
  },
  staffInvitation: {
    subject: 'Invitation to join {{brand}} as {{role}}',
    invited: 'You have been invited to join {{brand}} as {{role}}. Click the button below to create the password of your account.',
    button: 'Create Password',
    validity: 'This link is valid for {{hours}} hours and can be used only once.',
    ignore: 'If you do not recognise this invitation, ignore this e-mail or contact {{email}}.',
    roleAdded: 'Your {{brand}} account now has the {{role}} role. Log in as usual to use it.',
    login: 'Log In',
    offered: 'You are invited to take the {{role}} role at {{brand}} with your existing account. The role is active once you accept it.',
    accept: 'Accept Invitation',
  },
  assignmentGraded: {
    subject: 'Your assignment has been graded: {{item}}',
    subjectRegraded: 'Assignment grade updated: {{item}}',
    graded: 'Your mentor has graded the assignment "{{item}}" in the course "{{course}}".',
    regraded: 'Your mentor has updated the grade of the assignment "{{item}}" in the course "{{course}}".',
    score: 'Score: {{score}}',
    feedback: 'Feedback:',
    button: 'View Assignment',
  },
  certificateIssued: {
    subject: 'Your certificate has been issued: {{course}}',
    issued: 'Congratulations! You have completed every material of the course "{{course}}", and your certificate has been issued.',
    code: 'Verification code: {{code}}',
    button: 'View Certificate',
  },
  refundSucceeded: {
    subject: 'Refund of {{amount}} for order {{invoice}}',
    returned: 'We have refunded {{amount}} for order {{invoice}}. You will receive the money through the payment method you used.',
    accessEnded: 'Because the whole payment was refunded, access to the courses of this order has ended.',
    creditNote: 'Credit note {{number}} can be downloaded from your Order History.',
    button: 'View Order History',
  },
  receipt: {
    subject: 'Receipt for order {{invoice}}',
    thanks: 'Thank you for your payment for order {{invoice}}: {{titles}}.',
    total: 'Total paid: {{total}}.',
    download: 'The PDF receipt can be downloaded at any time from your Order History.',
    button: 'Download Receipt',
  },
  paymentPending: {
    subject: 'Complete the payment of order {{invoice}}',
    intro: 'Order {{invoice}} is waiting for your payment of {{amount}}.',
    va: 'Transfer to the following {{bank}} Virtual Account number:',
    retail: 'Show the following payment code at a {{store}} cashier:',
    qris: 'Open the payment page and scan the QRIS code with any bank or e-wallet app.',
    ewallet: 'Complete the payment in the {{wallet}} app.',
    deadline: 'Pay before {{deadline}}; after that the order is cancelled automatically.',
    button: 'See How to Pay',
  },
  paymentReminder: {
    subject: 'Reminder: order {{invoice}} is waiting for your payment',
    intro: 'The payment of {{amount}} for order {{invoice}} is due within an hour.',
  },
  questionAnswered: {
    subject: 'Your question was answered: {{item}}',
    intro: '{{by}} answered your question on the lesson "{{item}}" of the course "{{course}}":',
    button: 'See the Answer',
  },
  answerAccepted: {
    subject: 'Answer accepted: {{item}}',
    intro: 'An answer to a question on the lesson "{{item}}" of the course "{{course}}" was marked as the accepted answer:',
    button: 'See the Discussion',
  },
  session: {
    button: 'Open the Course',
  },
  announcement: {
    subject: '{{course}} announcement: {{title}}',
    intro: '{{by}} sent an announcement to the learners of "{{course}}":',
    button: 'Open the Course',
  },
  questionAsked: {
    subject: 'A new question in {{course}}: {{item}}',
    intro: '{{by}} asked a question on the lesson "{{item}}" of the course "{{course}}":',
    button: 'Answer the Question',
  },
  mentorDigest: {
    subject: 'Mentor summary: {{questions}} questions, {{submissions}} submissions waiting',
    intro: 'This is what waits for you in the courses you teach:',
    questions: 'Unanswered questions: {{questions}}',
    submissions: 'Submissions to grade: {{submissions}}',
    oldest: 'The oldest has waited since {{age}}.',
    button: 'Open the Mentor Area',
  },
  prakerjaVerification: {
    subject: 'Prakerja verification needed: {{item}}',
    intro: 'The lesson "{{item}}" of the course "{{course}}" belongs to session {{sequence}} of the Prakerja programme. Before you open it, verify your attendance with Prakerja.',
    button: 'Verify Now',
  },
} as const satisfies Translation<typeof MAIL_TEXT>;
