import type { Widen } from '../widen';

/**
 * Registration requests: the public form (`registrations.form`), the answers of `auth/register`
 * and `admin/registrations/*`, and the review screen. English is the reference and the fallback.
 */
export const registrations = {
  /** Its dashboard tile (issue 31). */
  dashboard: {
    title: 'Registration requests',
    open: 'All requests',
    pending: 'To decide',
    empty: 'No registration requests to decide.',
  },
  errors: {
    pressCustomerCode: 'The press has no customer code: leave the field empty',
    attachNotClaimed: 'The account can be attached only to the company named by the request’s customer code',
    usernameTaken: 'This username is already taken',
    emailTaken: 'An account with this e-mail already exists',
    decided: 'This request has already been decided',
  },
  success: {
    sent: 'Registration request sent',
    approved: 'Registration approved',
    rejected: 'Registration rejected',
  },
  columns: {
    username: 'User name',
    email: 'E-mail',
    name: 'Name',
    company: 'Company',
    kind: 'User type',
    status: 'Status',
    createdAt: 'Created',
    decidedAt: 'Decided',
    country: 'Country',
    city: 'City',
    vatNumber: 'VAT number',
    language: 'Language',
    reason: 'Reason',
  },
  page: {
    approveAttachMessage:
      'Approve the request? The account joins {{company}} and {{email}} receives a link to set the password.',
    attachHint:
      'The user will see this company’s invoices, sales and orders. Leave it unticked to create a new company from the request.',
    attachLabel: 'Attach the account to {{company}} ({{code}})',
    claimAgency: 'Agency',
    claimCompany: 'Company in the portal',
    claimDiffers: 'Differs',
    claimHint: 'Only what the applicant states: compare it with the company the code names.',
    claimNone: 'No company in the portal has the code {{code}}. Approving creates a new company, without this code.',
    claimRequest: 'In the request',
    claimTitle: 'Customer code given: {{code}}',
    claimWarning: 'The request does not match this company: check before attaching the account.',
    title: 'Registration requests',
    approve: 'Approve',
    approveMessage: 'Approve the request? An account is created and {{email}} receives a link to set the password.',
    approveTitle: 'Approve the registration',
    decidedAt: 'Decided on',
    description: 'Resellers and press who asked for access. Approving creates the account.',
    detailTitle: 'Registration request',
    empty: 'No requests',
    openFor: 'Details of the request of {{name}}',
    reason: 'Reason',
    reject: 'Reject',
    rejectHint: 'The reason is sent to the applicant by e-mail.',
    rejectTitle: 'Reject the registration',
    search: 'Search requests',
    statusFilter: 'Status',
    submittedAt: 'Sent on',
  },
  form: {
    address: 'Address',
    city: 'City',
    company: 'Company name',
    country: 'Country',
    customerCode: 'Customer code',
    customerCodeHint: 'Only if you are already our customer (6 characters)',
    fax: 'Fax',
    haveAccount: 'Already have an account?',
    kind: 'You are',
    magazine: 'Magazine or publisher',
    name: 'First name',
    phone: 'Phone',
    postalCode: 'Postal code',
    privacyConsent: 'I have read the privacy notice and agree to the processing of my data',
    privacyConsentShort: 'Privacy consent',
    privacyLess: 'Show less',
    privacyMore: 'Read the whole notice',
    privacyNotice:
      'Privacy notice: the data you enter are processed by the manufacturer only to evaluate your request, create your account and manage the business relationship with you. They are not sold to third parties and are kept for as long as the account exists or as required by law. You may ask to access, correct or delete them at any time by writing to the manufacturer.',
    province: 'Province',
    region: 'Province, state or region',
    sectionAccount: 'Access',
    sectionAddress: 'Address',
    sectionCompany: 'Company',
    sectionPerson: 'Contact person',
    sectionPublisher: 'Publication',
    sentHint: 'You will receive an e-mail when the request has been reviewed, with a link to set your password.',
    sentText: 'Our staff will review your request shortly.',
    submit: 'Send the request',
    subtitle: 'Resellers in Italy and abroad and the press can ask for access to the portal.',
    surname: 'Last name',
    title: 'Request access',
    usernameHint: '3 to 50 letters, digits or . _ @ -',
    vatNumber: 'VAT number',
    vatOrTaxCode: 'VAT number or tax code',
  },
  status: {
    approved: 'Approved',
    pending: 'Pending',
    rejected: 'Rejected',
  },
  /** The e-mails this domain sends (`modules/registrations/mail.ts`): the outbox's name for each, subject, paragraphs, button. */
  mail: {
    received: {
      label: 'Registration received',
      subject: 'We received your registration request',
      body: [
        'Thank you for your registration request with the user name {{username}}. Our staff will review it and let you know by e-mail.',
      ],
    },
    pending: {
      label: 'New registration to review',
      subject: 'New registration request: {{company}}',
      body: ['{{applicant}} ({{email}}) asked to register as {{kind}}. Review the request in the portal.'],
      action: 'Open registration requests',
    },
    activation: {
      label: 'Account activation',
      subject: 'Your portal account is ready',
      body: [
        'Your registration request has been approved. Your user name is {{username}}.',
        'Set your password to sign in. The link is valid for {{hours}} hours and can be used once.',
      ],
      action: 'Set your password',
    },
    rejected: {
      label: 'Registration rejected',
      subject: 'Your registration request',
      body: ['We are sorry: your registration request has not been approved.', 'Reason: {{reason}}'],
    },
  },
};

export type RegistrationsMessages = Widen<typeof registrations>;
