import { PROFILE_TEXT, type Profile, type UpdateProfileBody } from '@kelas/contracts/profile';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { presentProfile } from './presenters.ts';
import { findProfile, updateProfileRow } from './queries.ts';

/**
 * Saves the profile form (spec 2.25, 7 "POST /profile"): name, phone, gender, birth_date
 * (YYYY-MM-DD). The e-mail is read-only: it may be sent, but a different one is a 422 on `email`.
 * Returns the saved profile.
 */
export async function updateProfile(db: Db, opts: { userId: number; body: UpdateProfileBody; now: Date }): Promise<Profile> {
  return db.transaction(async (tx) => {
    const current = await findProfile(tx, opts.userId);
    if (!current) throw notFound();
    if (opts.body.email !== undefined && opts.body.email !== current.email) throw fieldError('email', PROFILE_TEXT.emailReadOnly, 'EMAIL_READ_ONLY');
    const row = await updateProfileRow(tx, opts.userId, {
      name: opts.body.name,
      phone: opts.body.phone,
      gender: opts.body.gender,
      birthDate: opts.body.birth_date,
      now: opts.now,
    });
    if (!row) throw notFound();
    return presentProfile(row);
  });
}
