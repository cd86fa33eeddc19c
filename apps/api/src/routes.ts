import type { FastifyPluginAsync } from 'fastify';
import admin from './modules/admin/routes.ts';
import assignments from './modules/assignments/routes.ts';
import auth from './modules/auth/routes.ts';
import catalogue from './modules/catalogue/routes.ts';
import certificates from './modules/certificates/routes.ts';
import checkout from './modules/checkout/routes.ts';
import learning from './modules/learning/routes.ts';
import mentor from './modules/mentor/routes.ts';
import payments from './modules/payments/routes.ts';
import profile from './modules/profile/routes.ts';
import programs from './modules/programs/routes.ts';
import quiz from './modules/quiz/routes.ts';
import vouchers from './modules/vouchers/routes.ts';

/** Every feature's routes, mounted under /api. One line per feature; features never import each other's routes. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogue);
  await app.register(auth);
  await app.register(profile);
  await app.register(checkout);
  await app.register(payments);
  await app.register(programs);
  await app.register(vouchers);
  await app.register(learning);
  await app.register(quiz);
  await app.register(assignments);
  await app.register(mentor);
  await app.register(admin);
  await app.register(certificates);
};
