import { CheckCircle2, Hourglass, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Order } from '@kelas/contracts/checkout';
import { formatRupiah } from '@kelas/contracts/money';
import { cn } from '@/components/ui/cn';

export const STATUS_TEXT = {
  processing: 'Transaksi Diproses',
  processingNote: 'Pembayaranmu sedang diproses. Halaman ini akan diperbarui otomatis setelah pembayaran selesai diproses.',
  failed: 'Transaksi Gagal',
  failedNote: 'Pembayaran gagal atau waktu pembayaran telah habis. Jika saldomu sudah terpotong, silakan hubungi penyedia pembayaranmu.',
  success: 'Transaksi Berhasil!',
  successNote: 'Terima kasih, pembayaranmu sudah kami terima. Kelasmu sudah tersedia di Programmu.',
} as const;

/** The three outcomes of spec 2.19 by order state: pending → processing, paid → success, anything else → failed. */
export function statusKind(order: Pick<Order, 'status'>): 'processing' | 'success' | 'failed' {
  if (order.status === 'pending') return 'processing';
  return order.status === 'paid' ? 'success' : 'failed';
}

/** Date and time in Jakarta: '21 Mei 2025, 10.30 WIB'. */
export function statusTime(iso: string): string {
  return `${new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' }).format(new Date(iso))} WIB`;
}

const LOOK = {
  processing: { icon: Hourglass, ring: 'bg-amber-100 text-amber-700', title: STATUS_TEXT.processing, note: STATUS_TEXT.processingNote },
  failed: { icon: XCircle, ring: 'bg-red-100 text-red-700', title: STATUS_TEXT.failed, note: STATUS_TEXT.failedNote },
  success: { icon: CheckCircle2, ring: 'bg-emerald-100 text-emerald-700', title: STATUS_TEXT.success, note: STATUS_TEXT.successNote },
};

/**
 * Payment status (spec 2.19) of a real order: the outcome's heading and note, then date-time,
 * transaction ID, recipient, 'Nominal', 'Pengirim', 'Metode Transaksi', 'Tujuan Transaksi',
 * 'Biaya Transaksi', 'Total' (decision 044); `actions` below.
 */
export function PaymentStatusView({ order, actions }: { order: Order; actions: ReactNode }) {
  const kind = statusKind(order);
  const look = LOOK[kind];
  const Icon = look.icon;
  const rows: [string, string][] = [
    ['Tanggal & Waktu', statusTime(order.paid_at ?? order.payment?.created_at ?? order.created_at)],
    ['ID Transaksi', order.invoice_number],
    ['Penerima', order.merchant_name],
    ['Nominal', formatRupiah(order.total - order.fee)],
    ['Pengirim', order.buyer_name],
    ['Metode Transaksi', order.payment?.method_label ?? (order.total === 0 ? 'Gratis' : '-')],
    ['Tujuan Transaksi', order.items.map((i) => i.title).join(', ')],
    ['Biaya Transaksi', formatRupiah(order.fee)],
  ];
  return (
    <section aria-labelledby="status-heading" className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-col items-center text-center" aria-live="polite">
        <span className={cn('flex size-16 items-center justify-center rounded-full', look.ring)}>
          <Icon className={cn('size-9', kind === 'processing' && 'animate-pulse')} aria-hidden="true" />
        </span>
        <h1 id="status-heading" className="mt-4 text-2xl font-bold text-slate-900">
          {look.title}
        </h1>
        <p className="mt-2 text-sm text-slate-600">{look.note}</p>
      </div>
      <dl className="mt-6 divide-y divide-slate-100 border-y border-slate-200 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-3">
            <dt className="shrink-0 text-slate-600">{label}</dt>
            <dd className="min-w-0 text-right font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-3 text-base font-bold">
          <dt className="text-slate-900">Total</dt>
          <dd className="text-brand-700">{formatRupiah(order.total)}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
    </section>
  );
}
