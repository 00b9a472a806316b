/** E-mail texts. `{{name}}` placeholders are filled from the template's parameters. */
export const en = {
  footer: 'This message was sent by the sales-network portal. Please do not reply.',
  greeting: 'Hello {{name}},',
  templates: {
    'sheet-signature-request': {
      subject: 'Client sheet of {{company}} to sign',
      body: [
        '{{sender}} of {{agency}} has sent you the client sheet of {{company}} (version {{version}}) to read and sign.',
        'Open the personal link below: you will read the sheet, the privacy notice and the sales conditions, and confirm your signature with a code we send to this address. The link is valid until {{expires}}; do not forward it.',
      ],
      action: 'Read and sign the sheet',
    },
    'sign-otp': {
      subject: 'Confirmation code to sign the client sheet',
      body: [
        'Your confirmation code to sign the client sheet of {{company}} is {{code}}.',
        'It is valid for {{minutes}} minutes. If you did not ask for it, ignore this e-mail and do not share the code with anyone.',
      ],
      action: '',
    },
    'sign-reminder': {
      subject: 'Reminder: the client sheet of {{company}} is waiting for your signature',
      body: [
        'The client sheet of {{company}} (version {{version}}) is still waiting for your signature.',
        'This personal link is valid until {{expires}}. Links from earlier e-mails no longer work.',
      ],
      action: 'Read and sign the sheet',
    },
    'sign-signed-copy': {
      subject: 'Signed copy: client sheet of {{company}}',
      body: [
        'Thank you: the client sheet of {{company}} (version {{version}}) was signed by {{signer}} on {{date}}.',
        'The signed PDF, with its audit page, is attached. SHA-256 of the document: {{hash}}',
      ],
      action: '',
    },
    'sign-signed-agent': {
      subject: 'Client sheet signed: {{company}}',
      body: [
        '{{signer}} ({{email}}) signed the client sheet of {{company}} (version {{version}}) on {{date}}.',
        'The signed PDF is attached. The client can now be confirmed in the portal.',
      ],
      action: '',
    },
    'sign-declined-agent': {
      subject: 'Client sheet declined: {{company}}',
      body: ['{{email}} declined to sign the client sheet of {{company}} (version {{version}}).', 'Reason: {{reason}}'],
      action: '',
    },
    'sign-expired-agent': {
      subject: 'Signature link expired: {{company}}',
      body: [
        'The signature link of the client sheet of {{company}} (version {{version}}) sent to {{email}} expired on {{date}} without a signature.',
        'Send the sheet for signature again from the portal.',
      ],
      action: '',
    },
    'sheet-revision': {
      subject: 'Client sheet of {{company}} sent back for revision',
      body: [
        '{{sender}} sent the client sheet of {{company}} (version {{version}}) back for revision.',
        'Note: {{note}}',
        'Correct the sheet and send it for signature again.',
      ],
      action: 'Open the client sheet',
    },
    'password-reset': {
      subject: 'Reset your password',
      body: [
        'We received a request to reset the password of your account {{username}}.',
        'The link is valid for {{minutes}} minutes and can be used once. If you did not ask for it, ignore this e-mail.',
      ],
      action: 'Choose a new password',
    },
    'account-activation': {
      subject: 'Your portal account is ready',
      body: [
        'Your registration request has been approved. Your user name is {{username}}.',
        'Set your password to sign in. The link is valid for {{hours}} hours and can be used once.',
      ],
      action: 'Set your password',
    },
    'registration-received': {
      subject: 'We received your registration request',
      body: [
        'Thank you for registering as {{username}}. Our staff will review your request and let you know by e-mail.',
      ],
      action: '',
    },
    'registration-rejected': {
      subject: 'Your registration request',
      body: ['We are sorry: your registration request has not been approved.', 'Reason: {{reason}}'],
      action: '',
    },
    'shipment-shipped': {
      subject: 'Shipment {{number}} is on its way',
      body: ['The support material for {{client}} left today: {{parcels}} parcels, waybill {{waybill}}.', '{{notes}}'],
      action: 'Open your requests',
    },
    'registration-pending': {
      subject: 'New registration request: {{company}}',
      body: ['{{name}} ({{email}}) asked to register as {{kind}}. Review the request in the portal.'],
      action: 'Open registration requests',
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends string[] ? string[] : Widen<T[K]> };
export type MailTexts = Widen<typeof en>;
export type TemplateName = keyof typeof en.templates;
