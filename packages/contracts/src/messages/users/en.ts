import type { Widen } from '../widen';

/**
 * Users (Administration): list columns, the answers of `admin/users/*` and the users screen.
 * English is the reference and the fallback.
 */
export const users = {
  errors: {
    cannotDisableSelf: 'You cannot disable your own account',
  },
  success: {
    disabled: 'User disabled',
    enabled: 'User enabled',
  },
  columns: {
    username: 'User name',
    email: 'E-mail',
    name: 'Name',
    userType: 'Role',
    status: 'Status',
    agency: 'Agency',
    customer: 'Customer',
    lastLogin: 'Last sign-in',
  },
  page: {
    title: 'Users',
    active: 'Active',
    description: 'Everyone who can sign in to the portal. A disabled user is signed out at once.',
    disable: 'Disable',
    disableMessage: 'Disable {{name}}? The user is signed out at once and can no longer sign in.',
    disableTitle: 'Disable user',
    disableUser: 'Disable {{username}}',
    disabled: 'Disabled',
    enable: 'Enable',
    enableMessage: 'Enable {{name}} again? The user can sign in with the current password.',
    enableTitle: 'Enable user',
    enableUser: 'Enable {{username}}',
    roleFilter: 'Role',
    search: 'Search users',
    statusFilter: 'Status',
    you: 'You',
  },
};

export type UsersMessages = Widen<typeof users>;
