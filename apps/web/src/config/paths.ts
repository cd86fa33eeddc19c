/** Every route path of the SPA (spec 2.1), in one place. */
export const paths = {
  home: '/',
  voucherProgramme: '/prakerja',
  prakerjaRedeem: '/prakerja/redeem',
  prakerjaCallback: '/prakerja/callback',
  courseDetail: (type: string, slug: string) => `/detail/${type}/${slug}`,
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyLogin: (email: string) => `/verify-login?email=${encodeURIComponent(email)}`,
  authCallback: '/auth/callback',
  programmu: '/programmu',
  profile: '/programmu/profile',
  voucherRedeem: '/programmu/voucher-redeem',
  orders: '/programmu/orders',
  notifications: '/notifikasi',
  learning: (slug: string) => `/learning/${slug}`,
  cart: '/cart',
  paymentMethod: '/payment-method',
  payments: '/payments',
  paymentStatus: '/payment-status',
  certificate: (code: string) => `/certificate/${code}`,
  mentor: '/mentor',
  studio: '/studio',
  admin: '/admin',
  terms: '/tentang/syarat-dan-ketentuan',
} as const;

/** Storage URL of a public file path ({host}/storage/{path}). */
export const storageUrl = (p: string | null | undefined): string | null => (p ? `/storage/${p.replace(/^\/+/, '')}` : null);
