import type { OrderSummary } from '@kelas/contracts/checkout';
import type { LearnerRefund } from '@kelas/contracts/refunds';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { OrderHistory } from './order-history';

// The learner's order history (/programmu/orders) dates an order and a refund in the
// screen's language, in the browser's time zone with its name; the refund's state by its name.
const ORDER: OrderSummary = {
  id: 5,
  invoice_number: 'INV-0005',
  status: 'paid',
  titles: ['Belajar Analisis Data'],
  items: [{ slug: 'belajar-analisis-data', price_id: 31 }],
  promo_code: null,
  total: 1_110_000,
  method_label: 'QRIS',
  failure_reason: null,
  created_at: '2025-05-21T03:30:00Z',
  expires_at: null,
  paid_at: '2025-05-21T03:45:00Z',
};
const REFUND: LearnerRefund = { id: 4, order_id: 5, status: 'succeeded', amount: 500_000, full: false, credit_note_number: 'CN-0004', created_at: '2025-05-22T01:00:00Z', settled_at: '2025-05-22T01:05:00Z' };

afterEach(async () => {
  cleanup();
  vi.unstubAllEnvs();
  await i18next.changeLanguage('id');
});

function renderHistory(orders: OrderSummary[] = [ORDER]) {
  const router = createMemoryRouter([{ path: '*', element: <OrderHistory orders={orders} refunds={[REFUND]} /> }], { initialEntries: ['/programmu/orders'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('order history dates', () => {
  it('in English, in the browser’s zone (WIT)', async () => {
    vi.stubEnv('TZ', 'Asia/Jayapura');
    await i18next.changeLanguage('en');
    renderHistory();
    expect(screen.getByText('Date', { selector: 'dt' }).nextElementSibling).toHaveTextContent('21 May 2025 at 12:45 WIT');
    expect(screen.getByText(/· 22 May 2025 at 10:05 WIT/)).toBeInTheDocument();
    expect(screen.getByText('Refund Succeeded')).toBeInTheDocument();
  });

  it('in Indonesian as before in Jakarta: 21 Mei 2025 pukul 10.45 WIB', () => {
    vi.stubEnv('TZ', 'Asia/Jakarta');
    renderHistory();
    expect(screen.getByText('Tanggal', { selector: 'dt' }).nextElementSibling).toHaveTextContent('21 Mei 2025 pukul 10.45 WIB');
    expect(screen.getByText('Refund Berhasil')).toBeInTheDocument();
  });
});

describe('order history states (one state everywhere)', () => {
  it('reads an expired order as Kedaluwarsa with Bayar Lagi, which puts its packages back in the cart', async () => {
    sessionStorage.clear();
    const router = renderHistory([
      { ...ORDER, id: 6, invoice_number: 'INV-0006', status: 'expired', items: [{ slug: 'belajar-analisis-data', price_id: 31 }, { slug: 'rekaman-webinar', price_id: 44 }], promo_code: 'KELAS10', paid_at: null },
    ]);
    expect(await screen.findByText('Kedaluwarsa')).toBeInTheDocument();
    expect(screen.queryByText('Menunggu Pembayaran')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bayar Lagi INV-0006' }));
    expect(router.state.location.pathname).toBe('/cart');
    expect(JSON.parse(sessionStorage.getItem('cartItem')!)).toEqual({ slug: 'belajar-analisis-data', priceId: 31 });
    expect(JSON.parse(sessionStorage.getItem('cartUpsell')!)).toBe(44);
    expect(JSON.parse(sessionStorage.getItem('cartPromo')!)).toBe('KELAS10');
  });

  it('says why a failed card failed', async () => {
    renderHistory([{ ...ORDER, status: 'failed', failure_reason: 'invalid_cvv', paid_at: null }]);
    expect(await screen.findByText('Gagal')).toBeInTheDocument();
    expect(await screen.findByText('Alasan: CVV yang dimasukkan salah.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Bayar Lagi/ })).toBeInTheDocument();
  });
});
