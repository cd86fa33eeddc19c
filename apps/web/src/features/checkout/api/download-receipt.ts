import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';

/**
 * GET /api/orders/{id}/receipt → application/pdf (paid orders). Fetched with the bearer token and
 * saved through a temporary link. Rejects with ApiError (404, 409 not paid).
 */
export async function downloadReceipt(orderId: number, invoiceNumber: string): Promise<void> {
  const token = session.get().token;
  const res = await fetch(`/api/orders/${orderId}/receipt`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(res.status, body.message ?? `HTTP ${res.status}`, body.code);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `kuitansi-${invoiceNumber.split('/')[0]}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
