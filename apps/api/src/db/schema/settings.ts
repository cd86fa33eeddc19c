import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { ts, version } from './columns.ts';

/**
 * The academy's settings (GET|PUT /api/admin/settings, decisions 264 and 265): one row, id 1,
 * written when an admin first saves; until then the contracts' defaults apply (PPN 11 %, authors
 * create and submit, admins publish). Typed columns, so the database refuses a rate outside 0..100.
 */
export const academySettings = pgTable(
  'academy_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** `ppn`: PPN at `tax_rate_percent` added at checkout; `exempt`: no PPN, `tax_exempt_note` on receipts. */
    taxMode: text('tax_mode', { enum: ['ppn', 'exempt'] }).notNull().default('ppn'),
    /** Whole percent, 0..100. */
    taxRatePercent: integer('tax_rate_percent').notNull().default(11),
    taxExemptNote: text('tax_exempt_note').notNull().default(''),
    /** Staff roles that may create a course (admins always may). */
    courseCreateRoles: text('course_create_roles').array().notNull().default(sql`array['admin','author']::text[]`),
    /** Staff roles that may publish a course (admins always may). */
    coursePublishRoles: text('course_publish_roles').array().notNull().default(sql`array['admin']::text[]`),
    version: version(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('academy_settings_one_row', sql`${t.id} = 1`),
    check('academy_settings_tax_rate', sql`${t.taxRatePercent} between 0 and 100`),
  ],
);
