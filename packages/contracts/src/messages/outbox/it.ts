import type { OutboxMessages } from './en';

export const outbox: OutboxMessages = {
  /** Its dashboard tile (issue 31). */
  dashboard: {
    title: 'Coda delle e-mail',
    open: 'E-mail in uscita',
    failed: 'Non recapitate',
    empty: 'Nessuna e-mail non recapitata.',
  },
  success: {
    retried: 'Email rimessa in coda',
  },
  columns: {
    status: 'Stato',
    createdAt: 'Creato il',
    to: 'Destinatario',
    subject: 'Oggetto',
    template: 'Messaggio',
    attempts: 'Tentativi',
    lastError: 'Ultimo errore',
    sentAt: 'Inviato il',
  },
  page: {
    title: 'E-mail in uscita',
    attempts: 'Tentativi',
    createdAt: 'Creata',
    description:
      'Le e-mail inviate dal portale, con lo stato di consegna. Una e-mail inviata o non consegnata può essere reinviata.',
    detailTitle: 'E-mail in uscita',
    empty: 'Nessuna e-mail',
    html: 'Formattata',
    htmlFrame: 'Contenuto formattato di "{{subject}}"',
    lastError: 'Ultimo errore',
    maskedText:
      "Appartengono solo al destinatario. Per aiutarlo, fai inviare di nuovo l'e-mail (Invia di nuovo, un sollecito di firma) o chiedigli di richiederne una nuova.",
    maskedTitle: 'Link personali e codici nascosti',
    nextAttempt: 'Prossimo tentativo',
    notDelivered: 'Le e-mail non vengono recapitate',
    notDeliveredText:
      'Il server di posta del portale non è configurato: i messaggi restano qui e nessuno li riceve. Chiedi a chi gestisce il portale di configurare l’invio delle e-mail.',
    openFor: 'Apri l\'e-mail "{{subject}}"',
    retry: 'Invia di nuovo',
    search: 'Cerca per destinatario o oggetto',
    secretsMasked: "Link personali e codici monouso sono nascosti: solo l'amministratore li legge per intero.",
    secretsShown:
      'Come amministratore leggi per intero link personali e codici monouso: passali solo al loro destinatario.',
    sentAt: 'Inviata',
    statusFilter: 'Stato',
    template: 'Messaggio',
    text: 'Testo semplice',
    to: 'Destinatario',
  },
  status: {
    failed: 'Non riuscita',
    pending: 'In coda',
    sent: 'Inviata',
  },
};
