import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import { parseIfMatch } from '@kelas/contracts/studio';
import type { StaffRole } from '@kelas/contracts/auth';
import type { FastifyRequest } from 'fastify';
import { conflict } from '../../lib/app-error.ts';
import { currentUser, hasRole } from '../../plugins/auth.ts';

/** Who writes, for policy checks and audit rows; `roles`: the staff roles usable now (absent: the seed and scripts, acting as admin). */
export type Actor = { id: number; isAdmin: boolean; ip: string | null; roles?: readonly StaffRole[] };

/** The signed-in staff user of a studio request. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, isAdmin: hasRole(user, 'admin'), ip: request.ip ?? null, roles: user.roles };
}

/** The version the client last read: the body's `version`, else the `If-Match` header; undefined = no check. */
export function expectedVersion(request: FastifyRequest, bodyVersion: number | undefined): number | undefined {
  if (bodyVersion !== undefined) return bodyVersion;
  const h = request.headers['if-match'];
  return parseIfMatch(Array.isArray(h) ? h[0] : h);
}

/** 409 STALE_VERSION when the client saved over a newer version. */
export function assertVersion(current: number, expected: number | undefined): void {
  if (expected !== undefined && expected !== current) throw conflict(STUDIO_MESSAGES.staleVersion, 'STALE_VERSION');
}

/** True for PostgreSQL's unique_violation (also when wrapped by Drizzle). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
}
