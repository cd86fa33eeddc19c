import type { Translation } from '@kelas/contracts/i18n';
import type notificationSettingsId from '../id/notification-settings';

/** English twin of `../id/notification-settings.ts`. */
const notificationSettings = {
  title: 'Notifications',
  intro: 'Notifications in the app (the bell) are always on. Choose other channels for each kind of news.',
  alwaysEmailed: 'Receipts and refund notices are always sent by e-mail.',
  save: 'Save',
  saveFailed: 'The notification settings could not be saved. Please try again.',
  loading: 'Loading notification settings',
  loadFailed: 'The notification settings could not be loaded.',
  retry: 'Try Again',
  whatsappOff: 'WhatsApp is not available yet.',
  whatsappNoPhone: 'Fill in your phone number on the profile tab to receive WhatsApp.',
  pushNeedsDevice: 'To receive device notifications, allow notifications on this device: tick "Device notifications", then choose Allow when the browser asks.',
  pushBlockedHere: 'Device notifications cannot be chosen in this browser: see "This device" above.',
  device: {
    title: 'This device',
    enable: 'Turn on notifications on this device',
    disable: 'Turn off on this device',
    off: 'Device notifications are not on for this device yet.',
    on: 'Notifications are on for this device.',
    unsupported: 'This browser does not support device notifications. Install the app from a browser that does to receive them.',
    denied: 'Notification permission is blocked. Change this site\'s permission in the browser settings, then try again.',
    failed: 'Device notifications could not be turned on. Please try again.',
  },
} as const satisfies Translation<typeof notificationSettingsId>;

export default notificationSettings;
