import { AVATAR_LIMITS, ChangePasswordBodySchema, PROFILE_TEXT, ProfileAnswerSchema, UpdateLocaleBodySchema, UpdateProfileBodySchema } from '@kelas/contracts/profile';
import { wrap } from '@kelas/contracts/http';
import { z } from 'zod';
import { LocaleSchema, MessageAnswerSchema } from '@kelas/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { attemptStoreFor } from '../../platform/attempt-store.ts';
import { changePassword } from './change-password.ts';
import { presentProfile } from './presenters.ts';
import { findProfile, setUserLocale } from './queries.ts';
import { updateProfile } from './update-profile.ts';
import { uploadAvatar } from './upload-avatar.ts';
import { FileTooLargeError, readFileExact, registerMultipart } from '../../platform/multipart.ts';

/** Routes of the profile feature, mounted under /api (spec 2.25, 7 "Profile"); every one needs a bearer session. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const attempts = attemptStoreFor(app);
  const tags = ['profile'];
  const security = [{ bearer: [] }];
  // onRequest: a guest gets 401 before the body is even read or validated.
  app.addHook('onRequest', app.authenticate);

  // What an admin without two-factor may still do (decision 222): read the profile whose security
  // tab sets two-factor up, and choose the language.
  const openWithoutTwoFactor = { allowWithoutTwoFactor: true };

  /** GET /api/profile → `{ data: { name, email, phone, gender, birth_date, avatar } }`. */
  app.get('/profile', { config: openWithoutTwoFactor, schema: { tags, security, response: { 200: ProfileAnswerSchema } } }, async (request) => {
    const row = await findProfile(app.db, currentUser(request).id);
    if (!row) throw notFound();
    return { data: presentProfile(row) };
  });

  /** POST /api/profile `{ name, email, phone, gender, birth_date }` → `{ data, message }`; 422 field errors. */
  app.post('/profile', { schema: { tags, security, body: UpdateProfileBodySchema, response: { 200: ProfileAnswerSchema } } }, async (request) => ({
    data: await updateProfile(app.db, { userId: currentUser(request).id, body: request.body, now: app.now() }),
    message: PROFILE_TEXT.saved,
  }));

  /** POST /api/profile/new-password `{ old_password, new_password, confirm_password }` → `{ message }`; 422 field errors; 429. */
  app.post(
    '/profile/new-password',
    { schema: { tags, security, body: ChangePasswordBodySchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await changePassword(
        { db: app.db, attempts, maxFailures: app.config.LOGIN_FAILURES_PER_ACCOUNT },
        { userId: currentUser(request).id, sessionId: request.sessionId!, body: request.body, now: app.now() },
      );
      return { message: PROFILE_TEXT.passwordSaved };
    },
  );

  /**
   * PUT /api/profile/locale `{ locale: 'id' | 'en' }` → 200 `{ data: { locale } }` (decision 211):
   * the interface language remembered for the account; its e-mails, receipts, credit notes and
   * certificates follow it, and the session answers carry it as `user.locale`. 401 without a
   * session; 422 on `locale` for anything else.
   */
  app.put(
    '/profile/locale',
    { config: openWithoutTwoFactor, schema: { tags, security, body: UpdateLocaleBodySchema, response: { 200: wrap(z.object({ locale: LocaleSchema })) } } },
    async (request) => {
      await setUserLocale(app.db, currentUser(request).id, request.body.locale, app.now());
      return { data: { locale: request.body.locale } };
    },
  );

  /**
   * POST /api/profile/avatar, multipart with one file field `avatar` (JPEG, PNG or WebP by
   * content, ≤ 1 MB counted on the bytes received, ≤ 4096 × 4096 pixels) → `{ data, message }`.
   * Errors: 422 on `avatar` without a file or past the pixel limit, 413 too large (nothing
   * stored), 415 another type or a body that is not multipart.
   */
  app.post('/profile/avatar', { schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: ProfileAnswerSchema } } }, async (request) => {
    if (!request.isMultipart()) throw new AppError(415, PROFILE_TEXT.avatarType, 'AVATAR_TYPE');
    const file = await request.file({ limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1 } });
    if (!file) throw fieldError('avatar', PROFILE_TEXT.avatarMissing, 'AVATAR_MISSING');
    if (file.fieldname !== 'avatar') {
      file.file.resume();
      throw fieldError('avatar', PROFILE_TEXT.avatarMissing, 'AVATAR_MISSING');
    }
    let bytes: Buffer;
    try {
      bytes = await readFileExact(file, AVATAR_LIMITS.maxBytes);
    } catch (err) {
      if (err instanceof FileTooLargeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, PROFILE_TEXT.avatarSize, 'AVATAR_TOO_LARGE');
      throw err;
    }
    if (bytes.length === 0) throw fieldError('avatar', PROFILE_TEXT.avatarMissing, 'AVATAR_MISSING');
    return { data: await uploadAvatar(app.db, app.storage, { userId: currentUser(request).id, bytes, now: app.now() }), message: PROFILE_TEXT.avatarSaved };
  });
};

export default routes;
