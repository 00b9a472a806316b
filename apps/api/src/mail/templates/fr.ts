import type { MailTexts } from './en';

export const fr: MailTexts = {
  footer: 'Ce message a été envoyé par le portail du réseau de vente. Merci de ne pas y répondre.',
  greeting: 'Bonjour {{name}},',
  templates: {
    'password-reset': {
      subject: 'Réinitialisez votre mot de passe',
      body: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {{username}}.',
        'Le lien est valable {{minutes}} minutes et ne peut servir qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
      ],
      action: 'Choisir un nouveau mot de passe',
    },
    'account-activation': {
      subject: 'Votre compte du portail est prêt',
      body: [
        'Votre demande d’inscription a été approuvée. Votre nom d’utilisateur est {{username}}.',
        'Définissez votre mot de passe pour vous connecter. Le lien est valable {{hours}} heures et ne peut servir qu’une fois.',
      ],
      action: 'Définir le mot de passe',
    },
    'registration-received': {
      subject: 'Nous avons reçu votre demande d’inscription',
      body: [
        'Merci de vous être inscrit en tant que {{username}}. Notre équipe examinera votre demande et vous répondra par e-mail.',
      ],
      action: '',
    },
    'registration-rejected': {
      subject: 'Votre demande d’inscription',
      body: ['Nous sommes désolés : votre demande d’inscription n’a pas été approuvée.', 'Motif : {{reason}}'],
      action: '',
    },
    'registration-pending': {
      subject: 'Nouvelle demande d’inscription : {{company}}',
      body: ['{{name}} ({{email}}) demande à s’inscrire en tant que {{kind}}. Examinez la demande dans le portail.'],
      action: 'Ouvrir les demandes d’inscription',
    },
  },
};
