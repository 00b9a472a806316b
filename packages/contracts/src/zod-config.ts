import { z } from 'zod';

/**
 * Every zod issue without an explicit message becomes a key of the shared catalogue, so
 * web and API translate the same keys into the reader's language.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidType';
      case 'too_big':
        return 'validation.tooLong';
      case 'too_small':
        return issue.origin === 'string' && issue.minimum === 1 ? 'validation.required' : 'validation.tooShort';
      case 'invalid_format':
        return issue.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidType';
      case 'unrecognized_keys':
        return 'validation.unexpectedField';
      default:
        return 'validation.invalidType';
    }
  },
});
