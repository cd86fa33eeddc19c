import type { Translation } from '@kelas/contracts/i18n';
import type certificates from '../id/certificates';

/** English twin of `../id/certificates.ts`. */
export default {
  loadFailed: 'Could not load the certificate.',
  checkCode: 'Check the verification code on the certificate again.',
  reloadLater: 'Please reload or try again later.',
  retry: 'Try Again',
  eyebrow: 'Certificate Verification',
  valid: 'Valid Certificate',
  validText: 'This certificate is genuine and was issued by us.',
  replaced: 'Certificate Replaced',
  replacedText: 'This certificate has been replaced.',
  replacedOn: 'This certificate was replaced on {{date}}.',
  replacedBy: 'This certificate has been replaced by certificate <link>{{code}}</link>.',
  replacedOnBy: 'This certificate was replaced on {{date}} by certificate <link>{{code}}</link>.',
  revoked: 'Certificate Revoked',
  revokedText: 'This certificate was revoked on {{date}} and is no longer valid.',
  revokedReasons: {
    refund: 'The payment for this course was refunded.',
    erasure: "The holder's data was erased at their request.",
    admin: 'The certificate was revoked by the academy.',
  },
  nameHidden: 'Not shown',
  name: 'Name',
  course: 'Course',
  issuedAt: 'Date of Issue',
  code: 'Verification Code',
  download: 'Download Certificate',
  reissueTitle: 'The name on the certificate differs from your profile name.',
  reissueText: 'Reissue it to print your current profile name. The old code will be recorded as a replaced certificate.',
  reissue: 'Reissue Certificate',
  reissued: 'A new certificate has been issued with your latest profile name.',
  reissueFailed: 'Could not reissue the certificate.',
} satisfies Translation<typeof certificates>;
