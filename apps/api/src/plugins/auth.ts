import { primaryRole, type Role, type StaffRole } from '@kelas/contracts/auth';
import type { Locale } from '@kelas/contracts/i18n';
import { TWO_FACTOR_REQUIRED_CODE, TWO_FACTOR_TEXT } from '@kelas/contracts/two-factor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import { hashToken } from '../lib/tokens.ts';
import { findLiveSession, touchSession } from '../modules/auth/session-queries.ts';

/** last_seen_at is written at most once a minute per session, so the hot path stays one read. */
export const SESSION_TOUCH_MS = 60_000;



export type { Role, StaffRole };
/**
 * The signed-in user. `roles` are the staff roles the user may use now, `role` the most powerful
 * of them; `heldRoles` are the roles granted. They differ for an admin without two-factor: the
 * second factor is part of the admin role (decision 222), so such an account holds its roles but
 * may use none of them, and is refused every signed-in route but those that set two-factor up.
 */
export type AuthUser = {
  id: number;
  name: string;
  email: string;
  role: Role;
  roles: StaffRole[];
  heldRoles: StaffRole[];
  avatar: string | null;
  /** Interface language chosen for the account; null = never chosen. */
  locale: Locale | null;
  /** TOTP two-factor authentication is on for the account. */
  twoFactor: boolean;
};

/**
 * THE privilege check: true when the user may act in one of the roles now (`learner` is everyone's).
 * Every route guard (`app.requireRole`) and every policy that grants more than a learner's access
 * (an admin's preview of drafts, another learner's submission, …) asks this function, and it reads
 * the usable roles only: an admin without two-factor is never an admin here.
 */
export function hasRole(user: Pick<AuthUser, 'roles'>, ...roles: Role[]): boolean {
  return roles.some((r) => r === 'learner' || user.roles.includes(r));
}

/** The roles granted to a user that it may use: none while an admin has no second factor. */
export function usableRoles(held: StaffRole[], twoFactor: boolean): StaffRole[] {
  return held.includes('admin') && !twoFactor ? [] : held;
}

/** True for an account that must turn two-factor on before it may do anything signed in. */
export const needsTwoFactor = (user: Pick<AuthUser, 'heldRoles' | 'twoFactor'>) => user.heldRoles.includes('admin') && !user.twoFactor;

/** The error of every signed-in route an admin without two-factor may not use yet. */
const twoFactorRequired = () => new AppError(403, TWO_FACTOR_TEXT.required, TWO_FACTOR_REQUIRED_CODE);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is open to an admin without two-factor (reading the profile, setting two-factor
     * up, choosing the language, logging out); every other signed-in route refuses that account.
     */
    allowWithoutTwoFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate` (or by `app.optionalAuth`). */
    user: AuthUser | null;
    sessionId: number | null;
  }
  interface FastifyInstance {
    /**
     * preHandler: 401 unless a live bearer session is presented; 403 TWO_FACTOR_REQUIRED for an
     * admin without two-factor, unless the route allows it (`config.allowWithoutTwoFactor`).
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads the session when present, never fails (an admin without two-factor is a learner here). */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler factory: as `authenticate`, then 403 unless `hasRole` grants one of the roles.
     */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The authenticated user of a request guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1] ?? null;
}

/** Bearer-token sessions (architecture "tokens"): opaque, stored hashed, revocable. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  async function load(request: FastifyRequest): Promise<boolean> {
    const token = bearer(request);
    if (!token || token.length > 200) return false;
    const now = app.now();
    const idleSince = new Date(now.getTime() - app.config.SESSION_IDLE_MINUTES * 60_000);
    const found = await findLiveSession(app.db, hashToken(token), now, idleSince);
    if (!found) return false;
    const staleBefore = new Date(now.getTime() - SESSION_TOUCH_MS);
    if (found.lastSeenAt < staleBefore) await touchSession(app.db, found.sessionId, now, staleBefore);
    const roles = usableRoles(found.user.roles, found.twoFactor);
    request.user = { ...found.user, roles, heldRoles: found.user.roles, role: primaryRole(roles), twoFactor: found.twoFactor };
    request.sessionId = found.sessionId;
    return true;
  }

  /** A signed-in request: 401 without a live session, 403 TWO_FACTOR_REQUIRED for an admin without it. */
  async function signedIn(request: FastifyRequest): Promise<AuthUser> {
    if (!(await load(request))) throw unauthorized();
    const user = request.user!;
    if (needsTwoFactor(user) && !request.routeOptions.config.allowWithoutTwoFactor) throw twoFactorRequired();
    return user;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    await signedIn(request);
  });
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    await load(request);
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    if (!hasRole(await signedIn(request), ...roles)) throw forbidden();
  });
});
