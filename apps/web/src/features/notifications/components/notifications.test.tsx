import type { NotificationList as List } from '@kelas/contracts/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { NotificationBell, unreadBadge } from './notification-bell';
import { NotificationList } from './notification-list';

// Decision 274: the header's bell (count, '9+', hidden at 0) and the /notifikasi page.
const EMPTY: List = { data: [], meta: { total: 0, page: 1, per_page: 20, unread: 0 } };
let answer: List = EMPTY;
const reads: unknown[] = [];

mockApi(
  http.get('*/api/notifications', () => HttpResponse.json(answer)),
  http.post('*/api/notifications/read', async ({ request }) => {
    reads.push(await request.json());
    return HttpResponse.json({ data: { unread: 0 } });
  }),
);

const withUnread = (unread: number): List => ({ data: [], meta: { total: unread, page: 1, per_page: 1, unread } });

describe('NotificationBell', () => {
  it('reads 1..9 as they are, more as 9+, and nothing at 0', () => {
    expect([0, 1, 9, 10, 250].map(unreadBadge)).toEqual([null, '1', '9', '9+', '9+']);
  });

  it('shows the unread count and names it for screen readers', async () => {
    answer = withUnread(3);
    renderWithQuery(<NotificationBell />, { route: '/' });
    const bell = await screen.findByRole('link', { name: 'Notifikasi, 3 belum dibaca' });
    expect(bell).toHaveAttribute('href', '/notifikasi');
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it("shows '9+' above nine, in English too", async () => {
    answer = withUnread(12);
    await i18next.changeLanguage('en');
    renderWithQuery(<NotificationBell />, { route: '/' });
    const bell = await screen.findByRole('link', { name: 'Notifications, 12 unread' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('9+');
  });

  it('hides the badge at 0', async () => {
    answer = withUnread(0);
    renderWithQuery(<NotificationBell />, { route: '/' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifikasi' })).toBeInTheDocument());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });
});

describe('NotificationList', () => {
  it("says 'Belum ada notifikasi' when there are none", async () => {
    answer = EMPTY;
    renderWithQuery(<NotificationList />, { route: '/notifikasi' });
    expect(await screen.findByText('Belum ada notifikasi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tandai semua dibaca' })).toBeNull();
  });

  it('lists title, body and the time in the zone with its label; marks unread ones; marks all read', async () => {
    vi.stubEnv('TZ', 'Asia/Jakarta');
    answer = {
      data: [
        { id: 2, type: 'payment.pending', title: 'Selesaikan pembayaran pesanan INV-1', body: 'Transfer Rp1.110.000 ke nomor Virtual Account BCA 7001234 sebelum 22 Mei 2025 10.30 WIB.', link: '/payments?order=1', read_at: null, created_at: '2025-05-21T03:30:00Z' },
        { id: 1, type: 'refund.succeeded', title: 'Refund Rp5.000 untuk pesanan INV-0', body: 'Dana Rp5.000 dikembalikan.', link: null, read_at: '2025-05-20T03:30:00Z', created_at: '2025-05-20T03:00:00Z' },
      ],
      meta: { total: 2, page: 1, per_page: 20, unread: 1 },
    };
    reads.length = 0;
    renderWithQuery(<NotificationList />, { route: '/notifikasi' });
    const pending = await screen.findByRole('link', { name: /Selesaikan pembayaran pesanan INV-1/ });
    expect(pending).toHaveAttribute('href', '/payments?order=1');
    expect(within(pending).getByText('Belum dibaca')).toBeInTheDocument();
    expect(within(pending).getByText(/21 Mei 2025.*10\.30 WIB/)).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /Refund Rp5\.000/ })).queryByText('Belum dibaca')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tandai semua dibaca' }));
    await waitFor(() => expect(reads).toEqual([{}]));
  });
});
