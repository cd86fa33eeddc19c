import type { Translation } from '@kelas/contracts/i18n';
import type programs from '../id/programs';

/** English twin of `../id/programs.ts`. */
export default {
  back: 'Back to Home',
  redeem: 'Redeem Voucher',
  searching: 'Searching…',
  emptySearch: 'No training matches your search “{{term}}”',
  browse: 'Browse Courses',
  continueLabel: 'Continue: {{title}}',
  joinGroupLabel: 'Join Group: {{title}}',
} satisfies Translation<typeof programs>;
