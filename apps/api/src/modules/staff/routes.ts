import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import {
  AssignCourseBodySchema,
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
import { currentUser } from '../../plugins/auth.ts';
import { assignCourse, unassignCourse } from './assign-course.ts';
import { inviteStaff } from './invite-staff.ts';
import { listStaff } from './list-staff.ts';
import { listCourses } from './queries.ts';
import { setRoles } from './set-roles.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorBodySchema };
const actorOf = (request: FastifyRequest) => ({ id: currentUser(request).id, ip: request.ip });

/**
 * Routes of the console's staff feature (mounted under /api; issue 14 item 6). Role admin.
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
   * POST /api/admin/staff/invitations `{ email, name?, role }` → 201 `{ data: StaffMember, created, message }`:
   * creates the account when needed and e-mails a set-password link (decision 162). 409 erased account; 422 bad e-mail or role.
   */
  app.post(
    '/admin/staff/invitations',
    { preHandler, schema: { ...common, body: InviteStaffBodySchema, response: { 201: InviteStaffAnswerSchema, ...errors } } },
    async (request, reply) => {
      const { member, created } = await inviteStaff(
        { db: app.db, config: app.config, mailer: app.mailer, log: request.log },
        { email: request.body.email, name: request.body.name || undefined, role: request.body.role, locale: request.locale, actor: actorOf(request), now: app.now() },
      );
      return reply.status(201).send({ data: member, created, message: member.has_password ? STAFF_TEXT.invitedExisting : STAFF_TEXT.invited });
    },
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
