import type { MailTexts } from './en';

export const it: MailTexts = {
  footer: 'Questo messaggio è stato inviato dal portale della rete vendita. Non rispondere a questa email.',
  greeting: 'Gentile {{name}},',
  templates: {
    'sheet-signature-request': {
      subject: 'Scheda cliente di {{company}} da firmare',
      body: [
        '{{sender}} di {{agency}} ti ha inviato la scheda cliente di {{company}} (versione {{version}}) da leggere e firmare.',
        'Apri il link personale qui sotto: leggerai la scheda, l’informativa privacy e le condizioni di vendita e confermerai la firma con un codice che invieremo a questo indirizzo. Il link è valido fino al {{expires}}; non inoltrarlo.',
      ],
      action: 'Leggi e firma la scheda',
    },
    'sign-otp': {
      subject: 'Codice di conferma per firmare la scheda cliente',
      body: [
        'Il tuo codice di conferma per firmare la scheda cliente di {{company}} è {{code}}.',
        'È valido per {{minutes}} minuti. Se non l’hai richiesto, ignora questa e-mail e non comunicare il codice a nessuno.',
      ],
      action: '',
    },
    'sign-reminder': {
      subject: 'Promemoria: la scheda cliente di {{company}} attende la tua firma',
      body: [
        'La scheda cliente di {{company}} (versione {{version}}) attende ancora la tua firma.',
        'Questo link personale è valido fino al {{expires}}. I link delle e-mail precedenti non funzionano più.',
      ],
      action: 'Leggi e firma la scheda',
    },
    'sign-signed-copy': {
      subject: 'Copia firmata: scheda cliente di {{company}}',
      body: [
        'Grazie: la scheda cliente di {{company}} (versione {{version}}) è stata firmata da {{signer}} il {{date}}.',
        'In allegato il PDF firmato, con la pagina di audit. SHA-256 del documento: {{hash}}',
      ],
      action: '',
    },
    'sign-signed-agent': {
      subject: 'Scheda cliente firmata: {{company}}',
      body: [
        '{{signer}} ({{email}}) ha firmato la scheda cliente di {{company}} (versione {{version}}) il {{date}}.',
        'In allegato il PDF firmato. Ora il cliente può essere confermato nel portale.',
      ],
      action: '',
    },
    'sign-declined-agent': {
      subject: 'Scheda cliente rifiutata: {{company}}',
      body: [
        '{{email}} ha rifiutato di firmare la scheda cliente di {{company}} (versione {{version}}).',
        'Motivo: {{reason}}',
      ],
      action: '',
    },
    'sign-expired-agent': {
      subject: 'Link di firma scaduto: {{company}}',
      body: [
        'Il link di firma della scheda cliente di {{company}} (versione {{version}}) inviato a {{email}} è scaduto il {{date}} senza firma.',
        'Invia di nuovo la scheda per la firma dal portale.',
      ],
      action: '',
    },
    'sheet-revision': {
      subject: 'Scheda cliente di {{company}} da rivedere',
      body: [
        '{{sender}} ha rimandato in revisione la scheda cliente di {{company}} (versione {{version}}).',
        'Nota: {{note}}',
        'Correggi la scheda e inviala di nuovo per la firma.',
      ],
      action: 'Apri la scheda cliente',
    },
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
    'shipment-shipped': {
      subject: 'La spedizione {{number}} è partita',
      body: [
        'Il materiale di supporto per {{client}} è partito oggi: {{parcels}} colli, lettera di vettura {{waybill}}.',
        '{{notes}}',
      ],
      action: 'Apri le tue richieste',
    },
    'registration-pending': {
      subject: 'Nuova richiesta di registrazione: {{company}}',
      body: ['{{name}} ({{email}}) ha chiesto di registrarsi come {{kind}}. Esamina la richiesta nel portale.'],
      action: 'Apri le richieste di registrazione',
    },
  },
};
