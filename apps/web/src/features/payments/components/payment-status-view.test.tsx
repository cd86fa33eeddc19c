import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderTotals, type Order } from '@kelas/contracts/checkout';
import { i18next } from '@/lib/i18n/i18n';
import { PaymentStatusView } from './payment-status-view';

const totals = orderTotals([1_000_000]);
const order: Order = {
  ...totals,
  id: 7,
  invoice_number: 'INV0000007/KLS/20260521',
  status: 'paid',
  buyer_name: 'Putri Lestari',
  merchant_name: 'Akademi Kelas',
  created_at: '2026-05-21T03:00:00Z',
  expires_at: null,
  paid_at: '2026-05-21T03:30:00Z',
  server_time: '2026-05-21T03:31:00Z',
  promo: null,
  items: [{ course_id: 1, slug: 'kelas-data', type: 'learning video', title: 'Belajar Analisis Data', thumbnail: null, price_id: 100, package_name: 'Reguler', price: 1_000_000, discount: 0, amount: 1_000_000 }],
  payment: {
    id: 3,
    provider: 'sandbox',
    method: 'card',
    channel: 'visa',
    channel_name: 'Visa',
    method_label: 'Kartu Kredit / Debit (Visa)',
    status: 'paid',
    amount: totals.total,
    reference: null,
    failure_reason: null,
    instructions: { kind: 'card', brand: 'visa' },
    expires_at: '2026-05-21T04:00:00Z',
    created_at: '2026-05-21T03:00:00Z',
    paid_at: '2026-05-21T03:30:00Z',
    sandbox: true,
  },
};

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('id');
});

describe('payment status (spec 2.19) in both languages', () => {
  it('shows the spec texts in Indonesian', () => {
    render(<PaymentStatusView order={order} actions={null} />);
    expect(screen.getByRole('heading', { name: 'Transaksi Berhasil!' })).toBeInTheDocument();
    expect(screen.getByText('Metode Transaksi').nextSibling).toHaveTextContent('Kartu Kredit / Debit (Visa)');
  });

  it('speaks English, the method label included', async () => {
    await i18next.changeLanguage('en');
    render(<PaymentStatusView order={order} actions={null} />);
    expect(screen.getByRole('heading', { name: 'Transaction Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Payment Method').nextSibling).toHaveTextContent('Credit / Debit Card (Visa)');
    expect(screen.getByText('Transaction Fee')).toBeInTheDocument();
    expect(screen.queryByText('Transaksi Berhasil!')).toBeNull();
  });
});

describe('payment status of every state (one state everywhere)', () => {
  it("dates the transaction in the learner's own zone, labelled, as the order history does", () => {
    vi.stubEnv('TZ', 'Asia/Makassar');
    render(<PaymentStatusView order={order} actions={null} />);
    expect(screen.getByText('Tanggal & Waktu').nextSibling).toHaveTextContent('21 Mei 2026 pukul 11.30 WITA');
    vi.unstubAllEnvs();
  });

  it('reads a fully refunded order as refunded, never as a success whose course is available', async () => {
    render(<PaymentStatusView order={{ ...order, status: 'refunded' }} actions={null} />);
    expect(await screen.findByRole('heading', { name: 'Transaksi Direfund' })).toBeInTheDocument();
    expect(screen.getByText(/akses ke kelasnya sudah berakhir/)).toBeInTheDocument();
    expect(screen.queryByText('Transaksi Berhasil!')).toBeNull();
    expect(screen.queryByText(/Kelasmu sudah tersedia/)).toBeNull();
    cleanup();
    render(<PaymentStatusView order={{ ...order, status: 'partially_refunded' }} actions={null} />);
    expect(screen.getByRole('heading', { name: 'Transaksi Berhasil!' })).toBeInTheDocument();
    expect(screen.getByText('Sebagian pembayaranmu sudah dikembalikan. Kelasmu tetap tersedia di Programmu.')).toBeInTheDocument();
  });

  it('reads an expired order as expired, never as processing', async () => {
    render(<PaymentStatusView order={{ ...order, status: 'expired', paid_at: null, payment: { ...order.payment!, status: 'expired', paid_at: null } }} actions={null} />);
    expect(await screen.findByRole('heading', { name: 'Transaksi Kedaluwarsa' })).toBeInTheDocument();
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Kedaluwarsa');
    expect(screen.queryByText(/Transaksi Diproses|sedang diproses/)).toBeNull();
  });

  it('says why a card payment failed, in both languages', async () => {
    const failed: Order = { ...order, status: 'failed', paid_at: null, payment: { ...order.payment!, status: 'failed', failure_reason: 'expired_card', paid_at: null } };
    render(<PaymentStatusView order={failed} actions={null} />);
    expect(await screen.findByRole('heading', { name: 'Transaksi Gagal' })).toBeInTheDocument();
    expect(screen.getByText('Alasan: Penerbit kartu menyatakan kartu ini sudah kedaluwarsa.')).toBeInTheDocument();
    cleanup();
    await i18next.changeLanguage('en');
    render(<PaymentStatusView order={failed} actions={null} />);
    expect(await screen.findByText('Reason: The card issuer says this card has expired.')).toBeInTheDocument();
  });
});
