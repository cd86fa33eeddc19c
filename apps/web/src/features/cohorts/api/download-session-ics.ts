import { api } from '@/lib/api-client';

/**
 * Saves a session's .ics ('Tambah ke Kalender'): fetched with the learner's bearer token (a plain
 * link would not carry it), then handed to the browser as a download.
 */
export async function downloadSessionIcs(icsPath: string, filename: string): Promise<void> {
  const text = await api.get<string>(icsPath.replace(/^\/api/, ''), { headers: { accept: 'text/calendar' } });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
