import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { i18next } from '@/lib/i18n/i18n';
import type { Namespace } from '@/lib/i18n/namespaces';
import { AuthLayout, CheckoutLayout, LearningLayout, MainLayout, ProgrammuLayout } from './layouts/layouts';
import { ScrollToTop } from './scroll-to-top';

/**
 * A lazy route whose texts load together with its code (decision 143). A namespace first asked for
 * during a render suspends that render for one more request; the player asked for its material
 * messages only once the material had arrived, and on Preact the suspended player was then built
 * anew and fetched its course and material a second time. A namespace that fails to load (offline)
 * does not hold the route: its component asks again when it renders.
 */
function withTexts<T>(load: () => Promise<T>, namespaces: Namespace[]): () => Promise<T> {
  return () => Promise.all([load(), i18next.loadNamespaces(namespaces).catch(() => undefined)]).then(([module]) => module);
}

/** Route table of spec 2.1 (plus the routes the issues add), every page lazy-loaded. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <ScrollToTop />
        <Outlet />
      </>
    ),
    children: [
      {
        element: <MainLayout />,
        children: [
          { path: '/', lazy: () => import('./routes/landing') },
          { path: '/prakerja', lazy: () => import('./routes/voucher-programme') },
          { path: '/detail/:type/:slug', lazy: () => import('./routes/course-detail') },
          { path: '/certificate/:code', lazy: () => import('./routes/certificate') },
          // A staff invitation's link (decision 266): signed in or not, so not in the auth layout.
          { path: '/invitations/accept', lazy: withTexts(() => import('./routes/accept-invitation'), ['staff', 'staffRoleLabels', 'authText']) },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          { path: '/login', lazy: () => import('./routes/login') },
          { path: '/register', lazy: () => import('./routes/register') },
          { path: '/forgot-password', lazy: () => import('./routes/forgot-password') },
          { path: '/reset-password', lazy: () => import('./routes/reset-password') },
          { path: '/verify-login', lazy: () => import('./routes/verify-login') },
        ],
      },
      // The callback stores a fresh session itself, so it sits outside the auth layout's redirect.
      { path: '/auth/callback', lazy: () => import('./routes/auth-callback') },
      {
        element: <ProgrammuLayout />,
        children: [
          { path: '/programmu', lazy: () => import('./routes/programmu') },
          { path: '/programmu/profile', lazy: () => import('./routes/profile') },
          { path: '/programmu/voucher-redeem', lazy: () => import('./routes/voucher-redeem') },
          { path: '/programmu/orders', lazy: () => import('./routes/orders') },
          { path: '/notifikasi', lazy: withTexts(() => import('./routes/notifications'), ['notifications']) },
          // Job-training programme codes and the programme's return (decisions 190 and 192).
          { path: '/prakerja/redeem', lazy: () => import('./routes/prakerja-redeem') },
          { path: '/prakerja/callback', lazy: () => import('./routes/prakerja-callback') },
          { path: '/mentor', lazy: () => import('./routes/mentor') },
          { path: '/mentor/pertanyaan', lazy: withTexts(() => import('./routes/mentor-questions'), ['mentor', 'questions']) },
          { path: '/mentor/sesi', lazy: withTexts(() => import('./routes/mentor-sessions'), ['mentor', 'sessions']) },
          { path: '/mentor/pengumuman', lazy: withTexts(() => import('./routes/mentor-announcements'), ['mentor', 'announcements', 'announcementText']) },
          // One question of a course's discussion (decision 277), where its notifications lead.
          { path: '/diskusi/:id', lazy: withTexts(() => import('./routes/question'), ['questions']) },
          // One entry for the whole studio: its own routes live in its lazy chunk (routes/studio.tsx).
          { path: '/studio/*', lazy: () => import('./routes/studio') },
          {
            // Operations console, admins only; its navigation lives in routes/admin/nav.ts.
            path: '/admin',
            lazy: () => import('./routes/admin/layout'),
            children: [
              { index: true, lazy: () => import('./routes/admin/overview') },
              // sales
              { path: 'orders', lazy: () => import('./routes/admin/orders') },
              { path: 'orders/:id', lazy: () => import('./routes/admin/order') },
              { path: 'promo-codes', lazy: () => import('./routes/admin/promo-codes') },
              { path: 'reviews', lazy: () => import('./routes/admin/reviews') },
              { path: 'diskusi', lazy: withTexts(() => import('./routes/admin/discussions'), ['questions']) },
              { path: 'reports', lazy: () => import('./routes/admin/reports') },
              // people
              { path: 'learners', lazy: () => import('./routes/admin/learners') },
              { path: 'learners/:id', lazy: () => import('./routes/admin/learner') },
              { path: 'staff', lazy: () => import('./routes/admin/staff') },
              { path: 'vouchers', lazy: () => import('./routes/admin/vouchers') },
              { path: 'audit-log', lazy: () => import('./routes/admin/audit-log') },
              { path: 'jobs', lazy: () => import('./routes/admin/jobs') },
              // job-training programme
              { path: 'prakerja', lazy: () => import('./routes/admin/prakerja') },
              // the academy's tax and course rights (decisions 264, 265)
              { path: 'settings', lazy: () => import('./routes/admin/settings') },
            ],
          },
        ],
      },
      {
        element: <CheckoutLayout />,
        children: [
          { path: '/cart', lazy: () => import('./routes/cart') },
          { path: '/payment-method', lazy: () => import('./routes/payment-method') },
          { path: '/payments', lazy: () => import('./routes/payments') },
          { path: '/payment-status', lazy: () => import('./routes/payment-status') },
        ],
      },
      {
        element: <LearningLayout />,
        children: [{ path: '/learning/:slug', lazy: withTexts(() => import('./routes/learning'), ['learning', 'learningMessages', 'offline', 'questions']) }],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
