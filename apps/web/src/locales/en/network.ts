import type { Translation } from '@kelas/contracts/i18n';
import type network from '../id/network';

/** English twin of `../id/network.ts`. */
export default {
  quizOffline: 'A quiz cannot start while you are offline. Connect your device to the internet, then try again.',
  paymentOffline: 'Payments cannot be processed while you are offline. Connect your device to the internet, then try again.',
  uploadOffline: 'Files cannot be uploaded while you are offline. Connect your device to the internet, then try again.',
  courseOffline: 'This course is not available offline yet. Connect to the internet to open it.',
  materialOffline: 'This material has not been saved for offline use. Connect to the internet to open it.',
} satisfies Translation<typeof network>;
