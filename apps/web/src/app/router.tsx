import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { AuthLayout, CheckoutLayout, LearningLayout, MainLayout, ProgrammuLayout } from './layouts/layouts';
import { ScrollToTop } from './scroll-to-top';

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
          { path: '/mentor', lazy: () => import('./routes/mentor') },
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
        children: [{ path: '/learning/:slug', lazy: () => import('./routes/learning') }],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
