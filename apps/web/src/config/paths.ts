/** Every route path of the app, in one place (bulletproof-react `config/paths`). */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
  changePassword: '/account/password',
  adminUsers: '/admin/users',
  adminRegistrations: '/admin/registrations',
  adminOutbox: '/admin/outbox',
} as const;
