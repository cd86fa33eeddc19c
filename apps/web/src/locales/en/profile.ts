import type { Translation } from '@kelas/contracts/i18n';
import type profile from '../id/profile';

/** English twin of `../id/profile.ts`. */
export default {
  title: 'Edit Profile',
  tabNotifications: 'Notifications',
  avatarHint: 'JPEG, PNG or WebP, at most 1 MB.',
  unexpected: 'Something went wrong. Please try again.',
  language: {
    title: 'Language',
    label: 'Interface language',
    note: 'Used for the interface, e-mails, receipts and certificates of your account.',
    saveFailed: 'Could not save your language. Please try again.',
  },
} satisfies Translation<typeof profile>;
