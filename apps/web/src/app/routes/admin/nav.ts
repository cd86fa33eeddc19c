import { BadgeCheck, BarChart3, LayoutDashboard, ListRestart, Receipt, ScrollText, Ticket, TicketPercent, UserCog, Users, type LucideIcon } from 'lucide-react';

/** One entry of the admin console's navigation (issue 14). */
export type AdminNavEntry = {
  /** Absolute path under /admin. */
  to: string;
  /** Indonesian label shown in the side navigation and the phone menu. */
  label: string;
  icon: LucideIcon;
  /** True for /admin itself, so it is active only on an exact match. */
  end?: boolean;
};

/**
 * The console's navigation, in display order. Each part of issue 14 appends its entries here
 * (sales: orders, promo codes, reports; people: learners, staff, vouchers, audit log) and adds
 * its pages as children of the /admin route in `app/router.tsx`.
 */
export const adminNav: AdminNavEntry[] = [
  { to: '/admin', label: 'Ringkasan', icon: LayoutDashboard, end: true },
  { to: '/admin/orders', label: 'Pesanan', icon: Receipt },
  { to: '/admin/promo-codes', label: 'Kode Promo', icon: TicketPercent },
  { to: '/admin/reports', label: 'Laporan', icon: BarChart3 },
  { to: '/admin/learners', label: 'Peserta', icon: Users },
  { to: '/admin/staff', label: 'Staf', icon: UserCog },
  { to: '/admin/vouchers', label: 'Voucher Program', icon: Ticket },
  { to: '/admin/audit-log', label: 'Log Audit', icon: ScrollText },
  { to: '/admin/jobs', label: 'Antrean Tugas', icon: ListRestart },
  { to: '/admin/prakerja', label: 'Prakerja', icon: BadgeCheck },
];
