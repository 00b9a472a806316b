import type { UsersMessages } from './en';

export const users: UsersMessages = {
  errors: {
    cannotDisableSelf: 'Vous ne pouvez pas désactiver votre propre compte',
  },
  success: {
    disabled: 'Utilisateur désactivé',
    enabled: 'Utilisateur réactivé',
  },
  columns: {
    username: 'Nom d’utilisateur',
    email: 'E-mail',
    name: 'Nom',
    userType: 'Rôle',
    status: 'Statut',
    agency: 'Agence',
    customer: 'Client',
    lastLogin: 'Dernière connexion',
  },
  page: {
    title: 'Utilisateurs',
    active: 'Actif',
    description:
      'Toutes les personnes qui peuvent se connecter au portail. Un utilisateur désactivé est déconnecté immédiatement.',
    disable: 'Désactiver',
    disableMessage: "Désactiver {{name}} ? L'utilisateur est déconnecté immédiatement et ne peut plus se connecter.",
    disableTitle: "Désactiver l'utilisateur",
    disableUser: 'Désactiver {{username}}',
    disabled: 'Désactivé',
    enable: 'Réactiver',
    enableMessage: "Réactiver {{name}} ? L'utilisateur pourra se connecter avec son mot de passe actuel.",
    enableTitle: "Réactiver l'utilisateur",
    enableUser: 'Réactiver {{username}}',
    roleFilter: 'Rôle',
    search: 'Rechercher des utilisateurs',
    statusFilter: 'Statut',
    you: 'Vous',
  },
};
