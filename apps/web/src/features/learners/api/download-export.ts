import { api } from '@/lib/api-client';

/**
 * GET /api/admin/users/{id}/export (UU PDP, decision 161) and saves it as `data-pribadi-{id}.json`
 * in the browser's downloads.
 */
export async function downloadUserExport(userId: number): Promise<void> {
  const doc = await api.get<unknown>(`/admin/users/${userId}/export`);
  const blob = new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `data-pribadi-${userId}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
