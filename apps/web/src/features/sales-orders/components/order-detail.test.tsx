import type { AdminOrderDetail } from '@kelas/contracts/sales-orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { OrderDetail } from './order-detail';

// The console's order in the screen's language — rupiah, status names; times in the
// academy's zone (WIB) whatever the browser's (decision 267); a partly refunded order says so (decision 263).
const ORDER: AdminOrderDetail = {
  id: 5,
  invoice_number: 'INV-20250521-0005',
  status: 'partially_refunded',
  buyer: { id: 9, name: 'Putri Lestari', email: 'putri@example.com' },
  items: [{ id: 1, course_id: 2, title: 'Belajar Analisis Data', package_name: 'Reguler', price: 1_000_000, discount: 0, amount: 1_000_000 }],
  subtotal: 1_000_000,
  promo: null,
  promo_discount: 0,
  tax: 110_000,
  fee: 0,
  total: 1_110_000,
  refundable: 610_000,
  refunded: 500_000,
  certificate_issued: false,
  payments: [{ id: 3, provider: 'sandbox', method: 'qris', channel: 'qris', method_label: 'QRIS', status: 'paid', amount: 1_110_000, failure_reason: null, reference: 'REF-1', created_at: '2025-05-21T03:30:00Z', paid_at: '2025-05-21T03:45:00Z' }],
  refunds: [{ id: 4, order_id: 5, status: 'succeeded', amount: 500_000, reason: 'Salah beli', full: false, credit_note_number: 'CN-0004', failure_reason: null, created_at: '2025-05-22T01:00:00Z', settled_at: '2025-05-22T01:05:00Z' }],
  events: [],
  created_at: '2025-05-21T03:30:00Z',
  expires_at: null,
  paid_at: '2025-05-21T03:45:00Z',
};

const server = mockApi(http.get('*/api/admin/orders/5', () => HttpResponse.json({ data: ORDER })));

function renderDetail() {
  renderWithQuery(<OrderDetail id={5} />, { route: '/admin/orders/5' });
  return userEvent.setup();
}

/** The value beside a label of the totals, exactly as rendered (no-break spaces kept). */
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('order detail in the screen’s language', () => {
  it('shows an English screen rupiah, dates and statuses in English, times in the academy’s zone (WIB) from a WITA browser', async () => {
    vi.stubEnv('TZ', 'Asia/Makassar');
    await i18next.changeLanguage('en');
    const user = renderDetail();
    expect(await screen.findByRole('heading', { name: 'INV-20250521-0005' })).toBeInTheDocument();
    expect(value('Total')).toBe('Rp\u00a01,110,000');
    expect(value('VAT (11%)')).toBe('Rp\u00a0110,000');
    expect(value('Still refundable')).toBe('Rp\u00a0610,000');
    expect(screen.getByText(/^Created 21 May 2025, 10:30 WIB · paid 21 May 2025, 10:45 WIB$/)).toBeInTheDocument();
    expect(screen.getByText('Partly Refunded')).toBeInTheDocument();
    // The order's and the payment's status, and the refund's, by their English names.
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('Paid')).toBeInTheDocument();
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Succeeded')).toBeInTheDocument();
    expect(refunds.textContent).toContain('Rp\u00a0500,000');
    expect(within(refunds).getByText('CN-0004 · 22 May 2025, 08:00 WIB')).toBeInTheDocument();
    expect(screen.queryByText(/Lunas|Rp\d|WITA|Mei/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Order' });
    expect(dialog.textContent).toContain('Still refundable: Rp\u00a0610,000. The money is returned through the payment gateway.');
    // The refunds already made are listed in the dialog.
    expect(dialog.textContent).toContain('Refunds already made');
    expect(dialog.textContent).toContain('Rp\u00a0500,000 · Succeeded · 22 May 2025, 08:00 WIB');
  });

  it('keeps the Indonesian screen as it was: Rp1.110.000, Lunas, 21 Mei 2025 in Jakarta (WIB)', async () => {
    vi.stubEnv('TZ', 'Asia/Jakarta');
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'INV-20250521-0005' })).toBeInTheDocument();
    expect(value('Total')).toBe('Rp1.110.000');
    expect(value('Sisa dapat direfund')).toBe('Rp610.000');
    expect(screen.getByText('Dibuat 21 Mei 2025, 10.30 WIB · dibayar 21 Mei 2025, 10.45 WIB')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Pembayaran' })).getByText('Lunas')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Refund' })).getByText('Berhasil')).toBeInTheDocument();
    expect(screen.getByText('Refund Sebagian')).toBeInTheDocument();
  });

  it('asks again before a refund when one was made in the last 10 minutes (decision 263)', async () => {
    vi.stubEnv('TZ', 'Asia/Jakarta');
    const made = new Date(Date.now() - 3 * 60_000).toISOString();
    let posted = 0;
    server.use(
      http.get('*/api/admin/orders/5', () => HttpResponse.json({ data: { ...ORDER, refunds: [{ ...ORDER.refunds[0]!, created_at: made }] } })),
      http.post('*/api/admin/orders/5/refunds', () => {
        posted += 1;
        return HttpResponse.json({ data: { ...ORDER.refunds[0]!, id: 6, amount: 100_000 } }, { status: 201 });
      }),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Pesanan' });
    await user.type(within(dialog).getByLabelText('Alasan'), 'Pembeli meminta lagi');
    await user.click(within(dialog).getByRole('button', { name: 'Proses Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Refund Rp500.000 baru saja dibuat');
    expect(posted).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Refund Lagi' }));
    await vi.waitFor(() => expect(posted).toBe(1));
    server.resetHandlers();
  });
});
