import { date, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.ts';

export const roleEnum = pgEnum('user_role', ['learner', 'mentor', 'admin']);
export const genderEnum = pgEnum('gender', ['male', 'female']);

/** Every person who signs in: learners, mentors and admins (architecture "data model"). */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    phone: text('phone'),
    /** argon2id hash; null for accounts created through single sign-on only. */
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('learner'),
    emailVerifiedAt: ts('email_verified_at'),
    gender: genderEnum('gender'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** Storage path of the avatar image, served at /storage/{avatar}. */
    avatar: text('avatar'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Opaque bearer sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** 6-digit e-mail verification codes (spec 2.14), stored hashed. */
export const emailOtps = pgTable(
  'email_otps',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_otps_user_idx').on(t.userId)],
);

/** Single-use password reset tokens (spec 2.12/2.13), stored hashed. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash)],
);
