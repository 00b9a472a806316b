import type { AccountMessages } from './en';

export const account: AccountMessages = {
  page: {
    title: 'Mon compte',
    agency: 'Agence',
    company: 'Entreprise',
    headquarters: 'Siège',
    language: 'Langue',
    languageHint: 'Le portail et les e-mails que nous vous envoyons utilisent cette langue.',
    languageLabel: 'Langue préférée',
    organisation: 'Organisation',
    profile: 'Profil',
    publisher: 'Publication',
    pressRole: 'Presse',
    role: 'Rôle',
    security: 'Sécurité',
    securityHint: 'Changez régulièrement votre mot de passe et ne le partagez jamais.',
    welcome: 'Bonjour {{name}}, voici les données de votre compte.',
  },
};
