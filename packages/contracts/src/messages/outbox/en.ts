import type { Widen } from '../widen';

/**
 * Outgoing e-mail (Administration): list columns, delivery states, answers and the outbox screen.
 * English is the reference and the fallback.
 */
export const outbox = {
  /** Its dashboard tile (issue 31). */
  dashboard: {
    title: 'E-mail queue',
    open: 'Outgoing e-mails',
    failed: 'Not delivered',
    empty: 'No e-mail has failed.',
  },
  success: {
    retried: 'E-mail queued again',
  },
  columns: {
    status: 'Status',
    createdAt: 'Created',
    to: 'Recipient',
    subject: 'Subject',
    template: 'Message',
    attempts: 'Attempts',
    lastError: 'Last error',
    sentAt: 'Sent',
  },
  page: {
    title: 'Outgoing e-mails',
    attempts: 'Attempts',
    createdAt: 'Created',
    description: 'E-mails the portal sends, with their delivery state. A sent or failed e-mail can be sent again.',
    detailTitle: 'Outgoing e-mail',
    empty: 'No e-mails',
    html: 'Formatted',
    htmlFrame: 'Formatted content of "{{subject}}"',
    lastError: 'Last error',
    maskedText:
      'They belong to the recipient alone. To help, have the e-mail sent again (Send again, a signing reminder) or ask the person to request a new one.',
    maskedTitle: 'Personal links and codes are hidden',
    nextAttempt: 'Next attempt',
    notDelivered: 'E-mail is not being delivered',
    notDeliveredText:
      'The portal’s mail server is not configured: messages stay here and nobody receives them. Ask whoever runs the portal to set up sending e-mail.',
    openFor: 'Open the e-mail "{{subject}}"',
    retry: 'Send again',
    search: 'Search by recipient or subject',
    secretsMasked: 'Personal links and one-time codes are hidden: only the administrator reads them in full.',
    secretsShown:
      'As administrator you read personal links and one-time codes in full: pass them only to their recipient.',
    sentAt: 'Sent',
    statusFilter: 'Status',
    template: 'Message',
    text: 'Plain text',
    to: 'Recipient',
  },
  status: {
    failed: 'Failed',
    pending: 'Queued',
    sent: 'Sent',
  },
};

export type OutboxMessages = Widen<typeof outbox>;
