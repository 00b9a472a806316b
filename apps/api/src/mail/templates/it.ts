import type { MailTexts } from './en';

export const it: MailTexts = {
  footer: 'Questo messaggio è stato inviato dal portale della rete vendita. Non rispondere a questa email.',
  greeting: 'Gentile {{name}},',
  templates: {
    'password-reset': {
      subject: 'Reimposta la password',
      body: [
        'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account {{username}}.',
        'Il link è valido per {{minutes}} minuti e si può usare una sola volta. Se non l’hai chiesto tu, ignora questa email.',
      ],
      action: 'Scegli una nuova password',
    },
    'account-activation': {
      subject: 'Il tuo account del portale è pronto',
      body: [
        'La tua richiesta di registrazione è stata approvata. Il tuo nome utente è {{username}}.',
        'Imposta la password per accedere. Il link è valido per {{hours}} ore e si può usare una sola volta.',
      ],
      action: 'Imposta la password',
    },
    'registration-received': {
      subject: 'Abbiamo ricevuto la tua richiesta di registrazione',
      body: [
        'Grazie per esserti registrato come {{username}}. Il nostro staff esaminerà la richiesta e ti risponderà per email.',
      ],
      action: '',
    },
    'registration-rejected': {
      subject: 'La tua richiesta di registrazione',
      body: ['Siamo spiacenti: la tua richiesta di registrazione non è stata approvata.', 'Motivo: {{reason}}'],
      action: '',
    },
    'registration-pending': {
      subject: 'Nuova richiesta di registrazione: {{company}}',
      body: ['{{name}} ({{email}}) ha chiesto di registrarsi come {{kind}}. Esamina la richiesta nel portale.'],
      action: 'Apri le richieste di registrazione',
    },
  },
};
