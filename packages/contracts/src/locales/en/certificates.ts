import type { Translation } from '../../i18n.ts';
import type { CERTIFICATE_MESSAGES } from '../../certificates.ts';

/** English twin of CERTIFICATE_MESSAGES (`../../certificates.ts`). */
export const CERTIFICATE_MESSAGES_EN = {
  notFound: 'Certificate not found.',
  notOwner: 'This certificate does not belong to you.',
  alreadyReplaced: 'This certificate has already been replaced by a new one.',
  sameName: 'The name on the certificate already matches your profile name.',
  revoked: 'This certificate has been revoked and is no longer valid.',
  alreadyRevoked: 'This certificate has already been revoked.',
  reasonRequired: 'The reason is required.',
  reasonTooLong: 'The reason can have at most 500 characters.',
  revokedByAdmin: 'Certificate revoked.',
} as const satisfies Translation<typeof CERTIFICATE_MESSAGES>;
