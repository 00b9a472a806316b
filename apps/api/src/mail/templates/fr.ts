import type { MailTexts } from './en';

export const fr: MailTexts = {
  footer: 'Ce message a été envoyé par le portail du réseau de vente. Merci de ne pas y répondre.',
  greeting: 'Bonjour {{name}},',
  templates: {
    'sheet-signature-request': {
      subject: 'Fiche client de {{company}} à signer',
      body: [
        '{{sender}} de {{agency}} vous a envoyé la fiche client de {{company}} (version {{version}}) à lire et à signer.',
        'Ouvrez le lien personnel ci-dessous : vous lirez la fiche, la notice de confidentialité et les conditions de vente, puis confirmerez votre signature avec un code envoyé à cette adresse. Le lien est valable jusqu’au {{expires}} ; ne le transférez pas.',
      ],
      action: 'Lire et signer la fiche',
    },
    'sign-otp': {
      subject: 'Code de confirmation pour signer la fiche client',
      body: [
        'Votre code de confirmation pour signer la fiche client de {{company}} est {{code}}.',
        'Il est valable {{minutes}} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail et ne communiquez ce code à personne.',
      ],
      action: '',
    },
    'sign-reminder': {
      subject: 'Rappel : la fiche client de {{company}} attend votre signature',
      body: [
        'La fiche client de {{company}} (version {{version}}) attend toujours votre signature.',
        'Ce lien personnel est valable jusqu’au {{expires}}. Les liens des e-mails précédents ne fonctionnent plus.',
      ],
      action: 'Lire et signer la fiche',
    },
    'sign-signed-copy': {
      subject: 'Copie signée : fiche client de {{company}}',
      body: [
        'Merci : la fiche client de {{company}} (version {{version}}) a été signée par {{signer}} le {{date}}.',
        'Le PDF signé, avec sa page d’audit, est joint. SHA-256 du document : {{hash}}',
      ],
      action: '',
    },
    'sign-signed-agent': {
      subject: 'Fiche client signée : {{company}}',
      body: [
        '{{signer}} ({{email}}) a signé la fiche client de {{company}} (version {{version}}) le {{date}}.',
        'Le PDF signé est joint. Le client peut maintenant être confirmé dans le portail.',
      ],
      action: '',
    },
    'sign-declined-agent': {
      subject: 'Fiche client refusée : {{company}}',
      body: [
        '{{email}} a refusé de signer la fiche client de {{company}} (version {{version}}).',
        'Motif : {{reason}}',
      ],
      action: '',
    },
    'sign-expired-agent': {
      subject: 'Lien de signature expiré : {{company}}',
      body: [
        'Le lien de signature de la fiche client de {{company}} (version {{version}}) envoyé à {{email}} a expiré le {{date}} sans signature.',
        'Envoyez de nouveau la fiche pour signature depuis le portail.',
      ],
      action: '',
    },
    'sheet-revision': {
      subject: 'Fiche client de {{company}} renvoyée pour révision',
      body: [
        '{{sender}} a renvoyé pour révision la fiche client de {{company}} (version {{version}}).',
        'Note : {{note}}',
        'Corrigez la fiche et envoyez-la de nouveau pour signature.',
      ],
      action: 'Ouvrir la fiche client',
    },
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
    'shipment-shipped': {
      subject: "L'expédition {{number}} est en route",
      body: [
        "Le matériel de support pour {{client}} est parti aujourd'hui : {{parcels}} colis, lettre de voiture {{waybill}}.",
        '{{notes}}',
      ],
      action: 'Ouvrir vos demandes',
    },
    'registration-pending': {
      subject: 'Nouvelle demande d’inscription : {{company}}',
      body: ['{{name}} ({{email}}) demande à s’inscrire en tant que {{kind}}. Examinez la demande dans le portail.'],
      action: 'Ouvrir les demandes d’inscription',
    },
  },
};
