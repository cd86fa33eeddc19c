import type { Profile } from '@kelas/contracts/profile';
import { session } from '@/lib/session';

/** After a profile save or an avatar change the header shows the new name and photo (session.setUser). */
export function syncSessionUser(profile: Profile) {
  const user = session.get().user;
  session.setUser({ ...user, name: profile.name, email: profile.email, avatar: profile.avatar });
}
