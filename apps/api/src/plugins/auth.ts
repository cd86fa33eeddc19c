import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { hashToken } from '../lib/tokens.ts';
import { findLiveSession } from '../modules/auth/session-queries.ts';

export type Role = 'learner' | 'mentor' | 'admin';
export type AuthUser = { id: number; name: string; email: string; role: Role; avatar: string | null };

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
    /** preHandler factory: 401 without a session, 403 unless the user has one of the roles. */
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
    const found = await findLiveSession(app.db, hashToken(token), app.now());
    if (!found) return false;
    request.user = found.user;
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
    if (!roles.includes(request.user!.role)) throw forbidden();
  });
});
