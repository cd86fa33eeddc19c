import type { Translation } from '../../i18n.ts';
import type { NOTIFICATION_CHANNEL_TEXT } from '../../notification-channels.ts';

/** English twin of NOTIFICATION_CHANNEL_TEXT (`../../notification-channels.ts`). */
export const NOTIFICATION_CHANNEL_TEXT_EN = {
  groups: {
    payments: 'Payments & receipts',
    learning: 'Learning (assignment grades, certificates, course announcements)',
    discussions: 'Discussions (questions & answers)',
    sessions: 'Live sessions & cohorts',
  },
  channels: {
    email: 'E-mail',
    push: 'Device notifications',
    whatsapp: 'WhatsApp',
  },
  invalid: 'Choose on or off (true/false) for every channel.',
  unknownGroup: 'Unknown notification group.',
  saved: 'Notification settings saved.',
  subscriptionInvalid: 'The device notification subscription is not valid.',
  endpointInvalid: 'This device notification service is not supported.',
  subscriptionSaved: 'Notifications are on for this device.',
  subscriptionRemoved: 'Notifications are off for this device.',
  pushUnavailable: 'Device notifications are not available on this server yet.',
  unsubscribe: {
    title: 'Unsubscribe from e-mails',
    confirm: 'Stop receiving e-mails about "{{group}}" at {{email}}?',
    button: 'Unsubscribe',
    done: 'You will no longer receive e-mails about "{{group}}". Notifications in the app stay.',
    invalid: 'This unsubscribe link is not valid.',
    profile: 'Notification settings in your profile',
  },
  mailFooter: {
    why: 'You receive this e-mail because "{{group}}" notifications are on for your account.',
    unsubscribe: 'Unsubscribe',
  },
} as const satisfies Translation<typeof NOTIFICATION_CHANNEL_TEXT>;
