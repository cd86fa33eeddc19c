import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import {
  AcceptInvitationAnswerSchema,
  AcceptInvitationBodySchema,
  AssignCourseBodySchema,
  InvitationPreviewResponseSchema,
  InvitationTokenBodySchema,
  InviteNeedsConfirmSchema,
  StaffInvitationListSchema,
  CourseOptionListSchema,
  InviteStaffAnswerSchema,
  InviteStaffBodySchema,
  SetRolesBodySchema,
  STAFF_TEXT,
  StaffCourseParamsSchema,
  StaffIdParamsSchema,
  StaffListQuerySchema,
  StaffListSchema,
  StaffMemberAnswerSchema,
} from '@kelas/contracts/staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { assignCourse, unassignCourse } from './assign-course.ts';
import { acceptInvitation, lookupInvitation } from './accept-invitation.ts';
import { inviteStaff, resendInvitation, revokeInvitation } from './invite-staff.ts';
import { presentInvitation } from './presenters.ts';
import { listStaff } from './list-staff.ts';
import { listCourses, listOpenInvitations } from './queries.ts';
import { setRoles } from './set-roles.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorBodySchema };
const actorOf = (request: FastifyRequest) => ({ id: currentUser(request).id, ip: request.ip });

/**
 * Routes of the console's staff feature (mounted under /api). Role admin.
 * Course assignments live under /api/admin/staff/… (the studio's /api/admin/courses/{id}/… calls
 * are reconciled when the branches merge).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const preHandler = app.requireRole('admin');

  /** GET /api/admin/staff?role=&search=&page=&per_page= → 200 `{ data: StaffMember[], meta }`, by name. 422 bad page or role. */
  app.get('/admin/staff', { preHandler, schema: { ...common, querystring: StaffListQuerySchema, response: { 200: StaffListSchema, ...errors } } }, async (request) => {
    const q = request.query;
    return listStaff(app.db, { role: q.role, search: q.search, page: q.page, perPage: q.per_page });
  });

  /** GET /api/admin/staff/courses → 200 `{ data: [{ id, slug, title }] }`: every course, for the assignment pickers. */
  app.get('/admin/staff/courses', { preHandler, schema: { ...common, response: { 200: CourseOptionListSchema, ...errors } } }, async () => ({
    data: await listCourses(app.db),
  }));

  /**
   * POST /api/admin/staff/invitations `{ email, name?, role, confirm? }` → 201 `{ data: StaffInvitation, message }`:
   * an invitation with a link to 'Terima Undangan', e-mailed; the role is given when the person
   * accepts (decision 266). An e-mail with an account needs `confirm: true` (409 CONFIRM_REQUIRED
   * `{ message, code, account_name }` otherwise). 409 the role is already held, erased account; 422 bad e-mail or role.
   */
  app.post(
    '/admin/staff/invitations',
    { preHandler, schema: { ...common, body: InviteStaffBodySchema, response: { 201: InviteStaffAnswerSchema, ...errors, 409: InviteNeedsConfirmSchema.or(ErrorBodySchema) } } },
    async (request, reply) => {
      const outcome = await inviteStaff(
        { db: app.db, config: app.config, mailer: app.mailer, log: request.log },
        {
          email: request.body.email,
          name: request.body.name || undefined,
          role: request.body.role,
          confirm: request.body.confirm === true,
          locale: request.locale,
          actor: actorOf(request),
          now: app.now(),
        },
      );
      if (!outcome.sent) return reply.status(409).send({ message: outcome.message, code: 'CONFIRM_REQUIRED' as const, account_name: outcome.accountName });
      return reply.status(201).send({ data: outcome.invitation, message: outcome.existing ? STAFF_TEXT.invitedExisting : STAFF_TEXT.invited });
    },
  );

  /** GET /api/admin/staff/invitations → `{ data: StaffInvitation[] }`: open invitations (pending or expired), newest first. */
  app.get('/admin/staff/invitations', { preHandler, schema: { ...common, response: { 200: StaffInvitationListSchema, ...errors } } }, async () => {
    const now = app.now();
    return { data: (await listOpenInvitations(app.db)).map((r) => presentInvitation(r, now)) };
  });

  /** POST /api/admin/staff/invitations/{id}/resend → `{ data: StaffInvitation, message }`: a new link, e-mailed. 404 unknown, accepted or cancelled. */
  app.post(
    '/admin/staff/invitations/:id/resend',
    { preHandler, schema: { ...common, params: StaffIdParamsSchema, response: { 200: InviteStaffAnswerSchema, ...errors } } },
    async (request) => ({
      data: await resendInvitation({ db: app.db, config: app.config, mailer: app.mailer, log: request.log }, { id: request.params.id, locale: request.locale, actor: actorOf(request), now: app.now() }),
      message: STAFF_TEXT.invitationResent,
    }),
  );

  /** POST /api/admin/staff/invitations/{id}/revoke → `{ message }`: its link stops working. 404 unknown, accepted or cancelled. */
  app.post(
    '/admin/staff/invitations/:id/revoke',
    { preHandler, schema: { ...common, params: StaffIdParamsSchema, response: { 200: z.object({ message: z.string() }), ...errors } } },
    async (request) => {
      await revokeInvitation(app.db, { id: request.params.id, actor: actorOf(request), now: app.now() });
      return { message: STAFF_TEXT.invitationRevoked };
    },
  );

  const perIp = { rateLimit: { max: app.config.LOGIN_REQUESTS_PER_IP, timeWindow: 60_000 } };
  const gone = { 404: ErrorBodySchema, 409: ErrorBodySchema, 410: ErrorBodySchema };

  /** POST /api/auth/invitations/lookup `{ token }` → `{ data: { email, name, role, account_exists, invited_by, expires_at } }`. 404 unknown link, 409 accepted, 410 expired or cancelled. Public. */
  app.post(
    '/auth/invitations/lookup',
    { config: perIp, schema: { tags: ['auth'], body: InvitationTokenBodySchema, response: { 200: InvitationPreviewResponseSchema, ...gone, 422: ValidationErrorBodySchema } } },
    async (request) => ({ data: await lookupInvitation(app.db, { token: request.body.token, now: app.now() }) }),
  );

  /**
   * POST /api/auth/invitations/accept `{ token, password, confirm_password }` (new account) or `{ token }`
   * (signed in as the invited e-mail) → `{ message, role, token?, user? }` (decision 266). 403 another
   * account; 404 unknown link; 409 accepted, or an existing account not signed in; 410 expired or cancelled; 422 password.
   */
  app.post(
    '/auth/invitations/accept',
    {
      config: perIp,
      preHandler: app.optionalAuth,
      schema: { tags: ['auth'], body: AcceptInvitationBodySchema, response: { 200: AcceptInvitationAnswerSchema, 403: ErrorBodySchema, ...gone, 422: ValidationErrorBodySchema } },
    },
    async (request) => acceptInvitation({ db: app.db, config: app.config }, { body: request.body, user: request.user, ip: request.ip, now: app.now() }),
  );

  /** PUT /api/admin/staff/{id}/roles `{ roles: StaffRole[] }` → 200 `{ data: StaffMember, message }`. 404 unknown; 409 last admin or erased. */
  app.put(
    '/admin/staff/:id/roles',
    { preHandler, schema: { ...common, params: StaffIdParamsSchema, body: SetRolesBodySchema, response: { 200: StaffMemberAnswerSchema, ...errors } } },
    async (request) => ({
      data: await setRoles(app.db, { userId: request.params.id, roles: request.body.roles, actor: actorOf(request), now: app.now() }),
      message: STAFF_TEXT.rolesSaved,
    }),
  );

  /** POST /api/admin/staff/{id}/courses `{ course_id, as: "author" | "mentor" }` → 200 `{ data: StaffMember, message }`. 404 unknown; 409 role missing. */
  app.post(
    '/admin/staff/:id/courses',
    { preHandler, schema: { ...common, params: StaffIdParamsSchema, body: AssignCourseBodySchema, response: { 200: StaffMemberAnswerSchema, ...errors } } },
    async (request) => ({
      data: await assignCourse(app.db, { userId: request.params.id, courseId: request.body.course_id, as: request.body.as, locale: request.locale, actor: actorOf(request), now: app.now() }),
      message: STAFF_TEXT.assigned,
    }),
  );

  /** DELETE /api/admin/staff/{id}/courses/{course_id}/{as} → 200 `{ data: StaffMember, message }`. 404 when not assigned. */
  app.delete(
    '/admin/staff/:id/courses/:course_id/:as',
    { preHandler, schema: { ...common, params: StaffCourseParamsSchema, response: { 200: StaffMemberAnswerSchema, ...errors } } },
    async (request) => ({
      data: await unassignCourse(app.db, { userId: request.params.id, courseId: request.params.course_id, as: request.params.as, actor: actorOf(request), now: app.now() }),
      message: STAFF_TEXT.unassigned,
    }),
  );
};

export default routes;
