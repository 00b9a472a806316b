/** E-mail texts. `{{name}}` placeholders are filled from the template's parameters. */
export const en = {
  footer: 'This message was sent by the sales-network portal. Please do not reply.',
  greeting: 'Hello {{name}},',
  templates: {
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
