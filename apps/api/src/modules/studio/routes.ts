import type { FastifyPluginAsync } from 'fastify';
import courses from './routes/courses.ts';
import quiz from './routes/quiz.ts';
import staff from './routes/staff.ts';
import structure from './routes/structure.ts';
import tus from './routes/tus.ts';
import uploads from './routes/uploads.ts';

/** The authoring studio's API, mounted under /api/admin. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(courses);
  await app.register(structure);
  await app.register(quiz);
  await app.register(staff);
  await app.register(uploads);
  await app.register(tus);
};

export default routes;
