import type { AuditEntry } from '@kelas/contracts/audit';
import type { AuditSearchRow } from './queries.ts';

/** An audit row as the console shows it. */
export function presentAuditRow(r: AuditSearchRow): AuditEntry {
  return {
    id: r.id,
    actor: r.actorId !== null && r.actorEmail !== null ? { id: r.actorId, name: r.actorName ?? '', email: r.actorEmail } : null,
    action: r.action,
    entity_type: r.entityType,
    entity_id: r.entityId,
    before: r.before ?? null,
    after: r.after ?? null,
    ip: r.ip,
    created_at: r.createdAt.toISOString(),
  };
}
