import type consoleTexts from '@/locales/id/console';
import { BadgeCheck, BarChart3, Flag, LayoutDashboard, ListRestart, MessageSquareText, Receipt, ScrollText, Settings, Ticket, TicketPercent, UserCog, Users, type LucideIcon } from 'lucide-react';

/** One entry of the admin console's navigation. */
export type AdminNavEntry = {
  /** Absolute path under /admin. */
  to: string;
  /** Key of its label in the `console` catalogue (`nav.<label>`), shown in the side navigation and the phone menu. */
  label: keyof (typeof consoleTexts)['nav'];
  icon: LucideIcon;
  /** True for /admin itself, so it is active only on an exact match. */
  end?: boolean;
};

/**
 * The console's navigation, in display order. Each console area appends its entries here
 * (sales: orders, promo codes, reports; people: learners, staff, vouchers, audit log) and adds
 * its pages as children of the /admin route in `app/router.tsx`.
 */
export const adminNav: AdminNavEntry[] = [
  { to: '/admin', label: 'overview', icon: LayoutDashboard, end: true },
  { to: '/admin/orders', label: 'orders', icon: Receipt },
  { to: '/admin/promo-codes', label: 'promos', icon: TicketPercent },
  { to: '/admin/reviews', label: 'reviews', icon: MessageSquareText },
  { to: '/admin/diskusi', label: 'discussions', icon: Flag },
  { to: '/admin/reports', label: 'reports', icon: BarChart3 },
  { to: '/admin/learners', label: 'learners', icon: Users },
  { to: '/admin/staff', label: 'staff', icon: UserCog },
  { to: '/admin/vouchers', label: 'vouchers', icon: Ticket },
  { to: '/admin/audit-log', label: 'audit', icon: ScrollText },
  { to: '/admin/jobs', label: 'jobs', icon: ListRestart },
  { to: '/admin/prakerja', label: 'prakerja', icon: BadgeCheck },
  { to: '/admin/settings', label: 'settings', icon: Settings },
];
