import type { Widen } from '../widen';

/**
 * My account: the user's own data and preferred language. English is the reference and the
 * fallback.
 */
export const account = {
  page: {
    title: 'My account',
    agency: 'Agency',
    company: 'Company',
    headquarters: 'Headquarters',
    language: 'Language',
    languageHint: 'The portal and the e-mails we send you use this language.',
    languageLabel: 'Preferred language',
    organisation: 'Organisation',
    profile: 'Profile',
    publisher: 'Publication',
    /** The role a press user reads: a customer of the portal, but the press. */
    pressRole: 'Press',
    role: 'Role',
    security: 'Security',
    securityHint: 'Change your password regularly and never share it.',
    welcome: 'Hello {{name}}, these are the data of your account.',
  },
};

export type AccountMessages = Widen<typeof account>;
