import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, ts } from './columns.ts';

/** Single-use recovery codes of two-factor accounts (ASVS 6.5), stored as argon2id (≈50 bits each, ASVS 6.5.2); ten per enrolment. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * The second step of a password login for a two-factor account: a random token (stored as
 * SHA-256) handed out instead of a session, exchanged once for a session with a valid code.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('login_challenges_token_hash_key').on(t.tokenHash), index('login_challenges_user_idx').on(t.userId)],
);
