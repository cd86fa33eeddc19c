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
/** The signed-in user: `roles` are the staff roles held (a user may hold several), `role` the most powerful. */
export type AuthUser = {
  id: number;
  name: string;
  email: string;
  role: Role;
  roles: StaffRole[];
  avatar: string | null;
  /** Interface language chosen for the account (issue 18); null = never chosen. */
  locale: Locale | null;
  /** TOTP two-factor authentication is on for the account. */
  twoFactor: boolean;
};

/** True when the user holds one of the roles (`learner` is held by everyone). */
export function hasRole(user: Pick<AuthUser, 'roles'>, ...roles: Role[]): boolean {
  return roles.some((r) => r === 'learner' || user.roles.includes(r));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate` (or by `app.optionalAuth`). */
    user: AuthUser | null;
    sessionId: number | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a live bearer session is presented. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads the session when present, never fails. */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler factory: 401 without a session, 403 unless the user has one of the roles, and
     * 403 TWO_FACTOR_REQUIRED for an admin without two-factor authentication (any staff route).
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
    request.user = { ...found.user, role: primaryRole(found.user.roles), twoFactor: found.twoFactor };
    request.sessionId = found.sessionId;
    return true;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!(await load(request))) throw unauthorized();
  });
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    await load(request);
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    if (!(await load(request))) throw unauthorized();
    if (!hasRole(request.user!, ...roles)) throw forbidden();
    if (request.user!.roles.includes('admin') && !request.user!.twoFactor) {
      throw new AppError(403, TWO_FACTOR_TEXT.required, TWO_FACTOR_REQUIRED_CODE);
    }
  });
});
