import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import { AcademySettingsResponseSchema, PutSettingsAnswerSchema, PutSettingsBodySchema, SETTINGS_TEXT } from '@kelas/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { readAcademySettings } from './read-academy-settings.ts';
import { saveSettings } from './save-settings.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorBodySchema };

/** The academy's settings (mounted under /api; decisions 264, 265). Role admin. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const preHandler = app.requireRole('admin');

  /** GET /api/admin/settings → `{ data: AcademySettings }`: tax, course rights, time zone, version. */
  app.get('/admin/settings', { preHandler, schema: { ...common, response: { 200: AcademySettingsResponseSchema, ...errors } } }, async () => ({
    data: await readAcademySettings(app.db, app.config.TIMEZONE),
  }));

  /**
   * PUT /api/admin/settings `{ tax: { mode, rate_percent, exempt_note }, courses: { create_roles, publish_roles }, version? }`
   * → `{ data, message }`. 422 a rate outside 0..100, an unknown mode or role, `exempt` without a note; 409 STALE_VERSION.
   */
  app.put('/admin/settings', { preHandler, schema: { ...common, body: PutSettingsBodySchema, response: { 200: PutSettingsAnswerSchema, ...errors } } }, async (request) => {
    const data = await saveSettings(app.db, {
      tax: request.body.tax,
      courses: request.body.courses,
      expected: request.body.version,
      actor: { id: currentUser(request).id, ip: request.ip },
      now: app.now(),
      timeZone: app.config.TIMEZONE,
    });
    // The course pages say whether PPN comes on top: their cached bodies go.
    app.publicCache.invalidateAll();
    return { data, message: SETTINGS_TEXT.saved };
  });
};

export default routes;
