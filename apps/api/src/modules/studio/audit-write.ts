import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Actor } from './actor.ts';

/** One audit row of a studio write, in the write's transaction: `{entity}.{verb}` with before/after. */
export async function auditWrite(
  tx: DbOrTx,
  actor: Actor,
  e: { action: string; entityType: string; entityId: number; before?: unknown; after?: unknown },
): Promise<void> {
  await recordAudit(tx, { actorId: actor.id, ip: actor.ip, action: e.action, entityType: e.entityType, entityId: e.entityId, before: e.before ?? null, after: e.after ?? null });
}
