import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id } from './columns.ts';

/**
 * Every staff action: who, what,
 * when, and the entity's state before and after. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** The staff user; null for the command line or a system job. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Verb-first, dotted: `course.update`, `refund.create`, `role.grant`. */
    action: text('action').notNull(),
    /** The kind of entity: `course`, `chapter`, `item`, `order`, `user`, … */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Client address of the request, when there was one. */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
