import { AVATAR_LIMITS, PROFILE_TEXT, type Profile } from '@kelas/contracts/profile';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { declaredImageSize } from '../../platform/image-size.ts';
import { newToken } from '../../lib/tokens.ts';
import type { StorageDriver } from '../../platform/storage.ts';
import { sniffAvatarImage } from './image-type.ts';
import { presentProfile } from './presenters.ts';
import { findProfile, setAvatar } from './queries.ts';

/**
 * Stores a new avatar: JPEG, PNG or WebP recognised by content (else 415),
 * at most 1 MB (checked by the route while reading: 413), and a header declaring at most
 * AVATAR_LIMITS.maxPixels (4096 × 4096; else 422 on `avatar`, AVATAR_PIXELS), read without
 * decoding: the stored file is shown to every visitor's browser, which would decode it. Saved under a generated key
 * `public/avatars/{userId}/{random}.{ext}`; users.avatar keeps `avatars/…`, served at
 * {host}/storage/{avatar}. The previous avatar file is deleted. Returns the profile.
 */
export async function uploadAvatar(db: Db, storage: StorageDriver, opts: { userId: number; bytes: Buffer; now: Date }): Promise<Profile> {
  const image = sniffAvatarImage(opts.bytes.subarray(0, 16));
  if (!image) throw new AppError(415, PROFILE_TEXT.avatarType, 'AVATAR_TYPE');
  const size = await declaredImageSize(opts.bytes);
  if (!size) throw new AppError(415, PROFILE_TEXT.avatarType, 'AVATAR_TYPE');
  if (size.width * size.height > AVATAR_LIMITS.maxPixels) throw fieldError('avatar', PROFILE_TEXT.avatarPixels, 'AVATAR_PIXELS');
  const before = await findProfile(db, opts.userId);
  if (!before) throw notFound();

  const path = `avatars/${opts.userId}/${newToken(12)}.${image.ext}`;
  await storage.put(`public/${path}`, opts.bytes);
  let row;
  try {
    row = await setAvatar(db, opts.userId, path, opts.now);
  } catch (err) {
    await storage.delete(`public/${path}`).catch(() => undefined);
    throw err;
  }
  if (!row) throw notFound();
  if (before.avatar?.startsWith('avatars/') && before.avatar !== path) await storage.delete(`public/${before.avatar}`).catch(() => undefined);
  return presentProfile(row);
}
