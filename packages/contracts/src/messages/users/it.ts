import type { UsersMessages } from './en';

export const users: UsersMessages = {
  errors: {
    cannotDisableSelf: 'Non puoi disattivare il tuo account',
  },
  success: {
    disabled: 'Utente disattivato',
    enabled: 'Utente riattivato',
  },
  columns: {
    username: 'Nome utente',
    email: 'Email',
    name: 'Nome',
    userType: 'Ruolo',
    status: 'Stato',
    agency: 'Agenzia',
    customer: 'Cliente',
    lastLogin: 'Ultimo accesso',
  },
  page: {
    title: 'Utenti',
    active: 'Attivo',
    description: 'Tutti coloro che possono accedere al portale. Un utente disattivato viene disconnesso subito.',
    disable: 'Disattiva',
    disableMessage: "Disattivare {{name}}? L'utente viene disconnesso subito e non può più accedere.",
    disableTitle: 'Disattiva utente',
    disableUser: 'Disattiva {{username}}',
    disabled: 'Disattivato',
    enable: 'Riattiva',
    enableMessage: "Riattivare {{name}}? L'utente potrà accedere con la password attuale.",
    enableTitle: 'Riattiva utente',
    enableUser: 'Riattiva {{username}}',
    roleFilter: 'Ruolo',
    search: 'Cerca utenti',
    statusFilter: 'Stato',
    you: 'Tu',
  },
};
