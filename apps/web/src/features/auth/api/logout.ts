import { api } from '@/lib/api-client';
import { session } from '@/lib/session';

/**
 * Logout (spec 2.3, section 4): revokes the session on the server (POST /api/auth/logout), then
 * clears the token from storage; the stored user is kept. A failed call still logs out locally.
 */
export async function logout(): Promise<void> {
  try {
    if (session.get().token) await api.post('/auth/logout');
  } catch {
    // The local logout below is what the user asked for.
  } finally {
    session.logout();
  }
}
