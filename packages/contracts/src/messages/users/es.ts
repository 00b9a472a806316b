import type { UsersMessages } from './en';

export const users: UsersMessages = {
  errors: {
    cannotDisableSelf: 'No puede desactivar su propia cuenta',
  },
  success: {
    disabled: 'Usuario desactivado',
    enabled: 'Usuario reactivado',
  },
  columns: {
    username: 'Nombre de usuario',
    email: 'Correo',
    name: 'Nombre',
    userType: 'Rol',
    status: 'Estado',
    agency: 'Agencia',
    customer: 'Cliente',
    lastLogin: 'Último acceso',
  },
  page: {
    title: 'Usuarios',
    active: 'Activo',
    description:
      'Todas las personas que pueden acceder al portal. Un usuario desactivado sale de la sesión de inmediato.',
    disable: 'Desactivar',
    disableMessage: '¿Desactivar a {{name}}? El usuario sale de la sesión de inmediato y ya no puede acceder.',
    disableTitle: 'Desactivar usuario',
    disableUser: 'Desactivar {{username}}',
    disabled: 'Desactivado',
    enable: 'Reactivar',
    enableMessage: '¿Reactivar a {{name}}? El usuario podrá acceder con su contraseña actual.',
    enableTitle: 'Reactivar usuario',
    enableUser: 'Reactivar {{username}}',
    roleFilter: 'Rol',
    search: 'Buscar usuarios',
    statusFilter: 'Estado',
    you: 'Usted',
  },
};
