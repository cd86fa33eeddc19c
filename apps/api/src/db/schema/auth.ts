import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.ts';

/** Staff roles beside the learner role every account has; a user may hold several. */
export const staffRoleEnum = pgEnum('staff_role', ['mentor', 'author', 'admin']);
export const genderEnum = pgEnum('gender', ['male', 'female']);

/** Every person who signs in. Every account is a learner; staff roles live in `user_roles`. */
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
    emailVerifiedAt: ts('email_verified_at'),
    gender: genderEnum('gender'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** Storage path of the avatar image, served at /storage/{avatar}. */
    avatar: text('avatar'),
    /** Base32 TOTP secret (RFC 6238, 20 bytes); set at enrolment, kept while two-factor is on. */
    totpSecret: text('totp_secret'),
    /** When the enrolment was confirmed with a code; null = two-factor off (a secret may be pending). */
    totpEnabledAt: ts('totp_enabled_at'),
    /** The last TOTP time step accepted (30-s steps since the epoch): a code is usable once (ASVS 6.5.1). */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Set by an admin: every session revoked, login refused while set. */
    deactivatedAt: ts('deactivated_at'),
    /** Set when personal data was erased on request (UU PDP, decision 161); the row stays for bookkeeping. */
    erasedAt: ts('erased_at'),
    /** Interface language chosen for the account (decision 211): `id` | `en`; null = never chosen. E-mails and documents follow it, else Indonesian. */
    locale: text('locale', { enum: ['id', 'en'] }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), check('users_locale_known', sql`${t.locale} in ('id', 'en')`)],
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
    /** Last request seen, refreshed at most once a minute: the idle timeout (SESSION_IDLE_MINUTES) counts from here. */
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
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

/** The staff roles of a user: mentor (grades), author (edits assigned courses), admin (everything). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: staffRoleEnum('role').notNull(),
    grantedAt: ts('granted_at').notNull().defaultNow(),
    /** Who granted it; null for the seed and the command line. */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_role_idx').on(t.role)],
);

/**
 * An invitation to a staff role (decision 266): e-mailed as a link to 'Terima Undangan'
 * (`/invitations/accept?token=`), accepted by the person (a new account sets its password there; an
 * existing one signs in), resent with a new token or revoked by an admin. The role is granted only
 * at acceptance. At most one open invitation per e-mail and role (partial unique index).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The name the admin gave, used when the acceptance creates the account. */
    name: text('name').notNull(),
    role: staffRoleEnum('role').notNull(),
    /** SHA-256 of the link's token; replaced by a resend. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: ts('sent_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_key').on(t.tokenHash),
    uniqueIndex('staff_invitations_one_open').on(t.email, t.role).where(sql`accepted_at is null and revoked_at is null`),
  ],
);
