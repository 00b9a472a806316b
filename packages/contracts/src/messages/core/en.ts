import type { Widen } from '../widen';

/**
 * What every answer of the API may carry and the first screen shows: the validation messages
 * shared by every form (spec §5) and the platform's errors (spec §8). Its own module, so the login
 * screen downloads only these and `auth.*`.
 */
export const core = {
  validation: {
    required: 'Required field',
    invalidType: 'Invalid value',
    invalidNumber: 'Enter a valid number',
    invalidEmail: 'Invalid email',
    tooLong: 'Too long',
    tooShort: 'Too short',
    passwordPolicy:
      'The password must be 8 to 20 characters long with at least one digit, one upper-case letter, one lower-case letter and one special character',
    passwordsMismatch: 'Passwords do not match',
    provinceLength: 'Province must be 2 characters',
    customerCodeLength: 'Customer code must have 6 characters',
    numericOnly: 'enter only numeric values',
    quantity: 'Enter a valid quantity',
    orderLines: 'Fill in quantity and description correctly for each order line',
    completeRequired: 'Please complete all required fields',
    fileTooLarge: 'File is too large, limit 9 MB',
    privacyRequired: 'You must accept the privacy notice',
    postalCode: 'Enter a valid postal code (5 digits)',
    vatNumber: 'Invalid VAT number',
    taxCode: 'Invalid tax code',
    iban: 'Invalid IBAN',
    sdiCode: 'The invoicing code has 7 characters (0000000 with a certified e-mail)',
    phone: 'Invalid phone number',
    country: 'Choose a country',
    countryItaly: 'An Italian reseller must be in Italy',
    countryForeign: 'A foreign reseller must be outside Italy',
    username: 'Use 3 to 50 letters, digits or . _ @ -',
    unsupportedLanguage: 'Unsupported language selected',
    searchMin: 'Enter at least {{min}} characters',
    invalidText: 'Contains characters that are not allowed',
    unexpectedField: 'Unexpected field',
    date: 'Enter a valid date, from 1900 to 2999',
  },
  errors: {
    validation: 'Please complete all required fields',
    sessionExpired: 'Session expired',
    forbidden: 'You are not allowed to do this',
    notFound: 'Not found',
    routeNotFound: 'This address does not exist',
    badUrl: 'This address is not valid',
    urlTooLong: 'This address is too long',
    headersTooLarge: 'The request headers are too large',
    badRequest: 'The request is not valid',
    requestTimeout: 'The request took too long',
    invalidInput: 'A value in the request is not valid',
    malformedJson: 'The request body is not valid JSON',
    malformedUpload: 'The file did not arrive whole: the upload is incomplete or malformed, send it again',
    payloadTooLarge: 'The request is too large',
    unsupportedMediaType: 'Unsupported content type',
    rangeNotSatisfiable: 'The part asked for is past the end of the file: download it again whole',
    unsupportedLanguage: 'Unsupported language selected',
    tooManyRequests: 'Too many attempts, try again in {{minutes}} minutes',
    internal: 'Something went wrong, please try again',
    conflict: 'The data changed meanwhile, reload and try again',
    storageUnavailable: 'Files cannot be reached right now, try again in a few minutes',
  },
  /** Every e-mail's greeting and footer (`apps/api/src/mail/render.ts`). */
  mail: {
    greeting: 'Hello {{name}},',
    greetingNeutral: 'Hello,',
    footer: 'This message was sent by the sales-network portal. Please do not reply.',
  },
};

export type CoreMessages = Widen<typeof core>;
