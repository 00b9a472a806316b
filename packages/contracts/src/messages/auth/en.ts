import type { Widen } from '../widen';

/**
 * Signing in and passwords: the answers of `auth/*` and the screens before sign-in (login,
 * forgotten and new password), loaded with the first screen. English is the reference and the
 * fallback.
 */
export const auth = {
  errors: {
    loginWait:
      'Too many wrong passwords for this account from your network. Try again in {{wait}} or reset your password.',
    invalidCredentials: 'Wrong username or password',
    userDisabled: 'This account is disabled',
    passwordNotSet: 'Set your password from the link we e-mailed you',
    wrongOldPassword: 'The current password is wrong',
    samePassword: 'The new password must differ from the current one',
    invalidLink: 'This link is invalid, expired or already used',
  },
  success: {
    loggedOut: 'Signed out',
    passwordChanged: 'Password changed',
    passwordReset: 'Password set, you can sign in now',
    resetEmailSent: 'If the address belongs to an account, we have sent an e-mail to reset the password',
  },
  page: {
    activateSubmit: 'Set the password',
    backToLogin: 'Back to sign-in',
    brandText:
      'Clients, client sheets, support materials, orders, revenue and news of the sales network, in one place.',
    brandTitle: 'The portal of our sales network',
    changeSubmit: 'Change password',
    changeSubtitle: 'Choose a new password; other devices will be signed out.',
    changeTitle: 'Change password',
    confirmPassword: 'Repeat the new password',
    currentPassword: 'Current password',
    email: 'E-mail',
    forgotLink: 'Forgot your password?',
    forgotSentHint: 'The link is valid for a limited time and can be used once. Check your spam folder too.',
    forgotSentTitle: 'Check your inbox',
    forgotSubmit: 'Send the reset link',
    forgotSubtitle: 'Enter the e-mail address of your account: we will send you a link to choose a new password.',
    forgotTitle: 'Forgot password',
    invalidLinkTitle: 'Link not valid',
    loginSubtitle: 'Sign in with the credentials you received.',
    sessionExpiredHint: 'Your session has expired: sign in again to continue.',
    loginTitle: 'Sign in',
    newHere: 'New here?',
    newPassword: 'New password',
    password: 'Password',
    registerLink: 'Request access',
    registerPrompt: 'Reseller or press?',
    requestNewLink: 'Request a new link',
    resetSubmit: 'Save the new password',
    resetSubtitle: 'Choose a new password for your account.',
    resetTitle: 'Reset password',
    signIn: 'Sign in',
    signOut: 'Sign out',
    togglePassword: 'Show or hide the password',
    username: 'User name',
    welcomeSubtitle: 'Your request has been approved: choose a password to sign in.',
    welcomeTitle: 'Welcome to the portal',
  },
  /** The e-mails this domain sends (`modules/auth/mail.ts`): the outbox's name for each, subject, paragraphs, button. */
  mail: {
    passwordReset: {
      label: 'Password reset',
      subject: 'Reset your password',
      body: [
        'We received a request to reset the password of your account {{username}}.',
        'The link is valid for {{minutes}} minutes and can be used once. If you did not ask for it, ignore this e-mail.',
      ],
      action: 'Choose a new password',
    },
  },
};

export type AuthMessages = Widen<typeof auth>;
