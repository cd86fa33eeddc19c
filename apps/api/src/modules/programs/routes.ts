import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import { ProgramListSchema, ProgramsQuerySchema } from '@kelas/contracts/programs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { listPrograms } from './list-programs.ts';

/** Routes of the programs feature (mounted under /api). */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/course[?search={term}] → 200 { data: Program[] } (spec 2.20, section 7): the signed-in
   * learner's programs, newest enrolment first; `search` matches the title case-insensitively
   * (at most 100 characters, else 422). Another learner's programs never appear. 401 without a session.
   */
  app.get(
    '/course',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['programs'],
        security: [{ bearer: [] }],
        querystring: ProgramsQuerySchema,
        response: { 200: ProgramListSchema, 401: ErrorBodySchema, 422: ValidationErrorBodySchema },
      },
    },
    async (request) => ({ data: await listPrograms(app.db, { userId: currentUser(request).id, search: request.query.search }) }),
  );
};

export default routes;
