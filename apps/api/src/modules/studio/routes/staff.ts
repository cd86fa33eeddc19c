import {
  IdParamsSchema,
  MentorProfileListSchema,
  SetCourseStaffBodySchema,
  SetUserRolesBodySchema,
  StaffUserResponseSchema,
  StudioCourseResponseSchema,
  ToolOptionListSchema,
} from '@kelas/contracts/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../actor.ts';
import { afterCourseWrite } from '../after-course-write.ts';
import { loadCourseTree } from '../load-course-tree.ts';
import { presentCourse } from '../presenters.ts';
import { listMentorProfiles, listTools } from '../queries/courses.ts';
import { setCourseStaff, setUserRoles } from '../set-staff.ts';
import { studioDoc, studioErrors } from './common.ts';

/**
 * Staff management: roles and course staff are admin only; the mentor and tool
 * pickers are open to authors too. The people picker is the console's GET /api/admin/users (decision 135).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');
  const staff = app.requireRole('author', 'admin');

  /** PUT /api/admin/users/{id}/roles { roles: ('mentor'|'author'|'admin')[] } → { data: StaffUser }. Admin only; 422 removing one's own admin role. */
  app.put(
    '/admin/users/:id/roles',
    { preHandler: admin, schema: { ...studioDoc, params: IdParamsSchema, body: SetUserRolesBodySchema, response: { 200: StaffUserResponseSchema, ...studioErrors } } },
    async (request) => ({ data: await setUserRoles(app.db, { actor: actorOf(request), userId: request.params.id, roles: request.body.roles }) }),
  );

  /** PUT /api/admin/courses/{id}/staff { author_ids?, mentor_ids? } → { data: StudioCourse }. Admin only; 422 a user without the author role or an unknown mentor. */
  app.put(
    '/admin/courses/:id/staff',
    { preHandler: admin, schema: { ...studioDoc, params: IdParamsSchema, body: SetCourseStaffBodySchema, response: { 200: StudioCourseResponseSchema, ...studioErrors } } },
    async (request) => {
      await setCourseStaff(app.db, { actor: actorOf(request), courseId: request.params.id, authorIds: request.body.author_ids, mentorIds: request.body.mentor_ids, now: app.now() });
      afterCourseWrite(app, request.params.id);
      return { data: presentCourse(await loadCourseTree(app.db, request.params.id)) };
    },
  );

  /** GET /api/admin/mentors → { data: MentorProfile[] } (the detail page's mentor cards). Author or admin. */
  app.get(
    '/admin/mentors',
    { preHandler: staff, schema: { ...studioDoc, response: { 200: MentorProfileListSchema, ...studioErrors } } },
    async () => ({ data: (await listMentorProfiles(app.db)).map(({ userId, ...m }) => ({ ...m, user_id: userId })) }),
  );

  /** GET /api/admin/tools → { data: ToolOption[] }. Author or admin. */
  app.get(
    '/admin/tools',
    { preHandler: staff, schema: { ...studioDoc, response: { 200: ToolOptionListSchema, ...studioErrors } } },
    async () => ({ data: await listTools(app.db) }),
  );
};

export default routes;
