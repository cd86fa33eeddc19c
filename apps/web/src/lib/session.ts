import type { Locale } from '@kelas/contracts/i18n';
import { useSyncExternalStore } from 'react';
import { changeLocale } from './i18n/i18n';

/** The user kept in the session (spec section 3 "User (in the session)") plus the primary role and every staff role. */
export type SessionUser = {
  id?: number;
  name: string;
  email: string;
  avatar: string | null;
  role?: 'learner' | 'mentor' | 'author' | 'admin';
  roles?: ('mentor' | 'author' | 'admin')[];
  /** The account's interface language; null or absent: never chosen, the device decides. */
  locale?: Locale | null;
};

/** True when the stored user holds one of the staff roles (older stored users carry only `role`). */
export function userHasRole(user: SessionUser, ...roles: ('mentor' | 'author' | 'admin')[]): boolean {
  const held = user.roles ?? (user.role && user.role !== 'learner' ? [user.role] : []);
  return roles.some((r) => held.includes(r));
}
export type Session = { token: string | null; user: SessionUser; isAuthenticated: boolean };

const GUEST: SessionUser = { name: 'Guest', email: '', avatar: null };

function readUser(): SessionUser {
  try {
    const raw = localStorage.getItem('user');
    return raw ? (JSON.parse(raw) as SessionUser) : GUEST;
  } catch {
    return GUEST;
  }
}

function read(): Session {
  const token = localStorage.getItem('token');
  return { token, user: readUser(), isAuthenticated: Boolean(token) };
}

let current: Session = read();
const listeners = new Set<() => void>();
const emit = () => {
  current = read();
  listeners.forEach((l) => l());
};

window.addEventListener('storage', (e) => {
  if (e.key === 'token' || e.key === 'user') emit();
});

/**
 * The session store (spec 2.1 start-up, section 4 "Authentication"): token and user in local
 * storage under 'token' and 'user'; authenticated when a token exists.
 */
export const session = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Stores a login (password, code or single sign-on). An account that chose a language gets it
   * on this device too (decision 214).
   */
  login(token: string, user: SessionUser) {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    emit();
    if (user.locale) void changeLocale(user.locale);
  },
  /** Updates the stored user (after a profile edit). */
  setUser(user: SessionUser) {
    localStorage.setItem('user', JSON.stringify(user));
    emit();
  },
  /** Clears the token; the stored user is kept, as the spec says. */
  logout() {
    localStorage.removeItem('token');
    document.cookie = 'token=; max-age=0; path=/';
    emit();
  },
};

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
