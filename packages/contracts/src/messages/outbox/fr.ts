import type { OutboxMessages } from './en';

export const outbox: OutboxMessages = {
  /** Its dashboard tile (issue 31). */
  dashboard: {
    title: 'File des e-mails',
    open: 'E-mails sortants',
    failed: 'Non remis',
    empty: 'Aucun e-mail en échec.',
  },
  success: {
    retried: 'E-mail remis en file d’attente',
  },
  columns: {
    status: 'Statut',
    createdAt: 'Créé le',
    to: 'Destinataire',
    subject: 'Objet',
    template: 'Message',
    attempts: 'Tentatives',
    lastError: 'Dernière erreur',
    sentAt: 'Envoyé le',
  },
  page: {
    title: 'E-mails sortants',
    attempts: 'Tentatives',
    createdAt: 'Créé',
    description:
      'Les e-mails envoyés par le portail, avec leur état de livraison. Un e-mail envoyé ou non remis peut être renvoyé.',
    detailTitle: 'E-mail sortant',
    empty: 'Aucun e-mail',
    html: 'Mis en forme',
    htmlFrame: 'Contenu mis en forme de « {{subject}} »',
    lastError: 'Dernière erreur',
    maskedText:
      'Ils n’appartiennent qu’au destinataire. Pour l’aider, faites renvoyer l’e-mail (Renvoyer, un rappel de signature) ou demandez-lui d’en demander un nouveau.',
    maskedTitle: 'Liens personnels et codes masqués',
    nextAttempt: 'Prochaine tentative',
    notDelivered: 'Les e-mails ne sont pas distribués',
    notDeliveredText:
      'Le serveur de messagerie du portail n’est pas configuré : les messages restent ici et personne ne les reçoit. Demandez à l’administrateur du portail de configurer l’envoi des e-mails.',
    openFor: "Ouvrir l'e-mail « {{subject}} »",
    retry: 'Renvoyer',
    search: 'Rechercher par destinataire ou objet',
    secretsMasked:
      'Les liens personnels et les codes à usage unique sont masqués : seul l’administrateur les lit en entier.',
    secretsShown:
      'En tant qu’administrateur, vous lisez en entier les liens personnels et les codes à usage unique : ne les transmettez qu’à leur destinataire.',
    sentAt: 'Envoyé',
    statusFilter: 'Statut',
    template: 'Message',
    text: 'Texte brut',
    to: 'Destinataire',
  },
  status: {
    failed: 'Échec',
    pending: 'En file',
    sent: 'Envoyé',
  },
};
