import type { AccountMessages } from './en';

export const account: AccountMessages = {
  page: {
    title: 'Il mio account',
    agency: 'Agenzia',
    company: 'Azienda',
    headquarters: 'Sede',
    language: 'Lingua',
    languageHint: 'Il portale e le e-mail che ti inviamo usano questa lingua.',
    languageLabel: 'Lingua preferita',
    organisation: 'Organizzazione',
    profile: 'Profilo',
    publisher: 'Testata',
    pressRole: 'Stampa',
    role: 'Ruolo',
    security: 'Sicurezza',
    securityHint: 'Cambia la password regolarmente e non condividerla mai.',
    welcome: 'Ciao {{name}}, questi sono i dati del tuo account.',
  },
};
